CREATE TABLE "site_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_pages_slug_unique" UNIQUE("slug"),
	CONSTRAINT "site_pages_slug_check" CHECK ("site_pages"."slug" in ('terms', 'privacy'))
);
--> statement-breakpoint
INSERT INTO "site_pages" ("slug", "title", "body") VALUES
	('terms', 'Terms and Conditions', 'These terms apply to everyone who uses Fete: visitors, members, vendors and staff applicants. By creating an account, registering for the Fete Marqet or applying for a staff position you agree to them.

## Your account
- Give your real name and a working e-mail address, and keep your password to yourself.
- One account per person. You are responsible for what is done with your account.
- You can change your details in Settings and delete your account at any time.

## What you post
- Events, messages, pictures, ratings and registrations you add must be your own or yours to share, accurate, and lawful.
- Be respectful in Fete Chat and everywhere else on the site: no harassment, hate, spam or scams.
- You keep the rights to what you post and allow Fete to show it on the site for as long as it is there.
- Administrators may hide or remove content and suspend accounts that break these terms.

## Fete Marqet, packages and receipts
- Vendors are responsible for their products, prices, shop links and deliveries; Fete lists them but does not sell them.
- A registration is active only once an administrator approves it, for the duration chosen.
- Packages, rides and receipts record what you arranged with the organiser; payment is made through the payment link or as the organiser tells you.

## Events and listings
Events, bands, restaurants and providers are listed as they were given to us. Dates, prices and availability can change: check with the organiser before you travel or pay.

## Changes
We may update these terms; the date of the last change is shown on this page. If you keep using Fete after a change, the new terms apply.

## Contact
Questions about these terms: see the Contact page.'),
	('privacy', 'Privacy Policy', 'This policy says what Fete stores about you, why, and what you can do about it.

## What we store
- Your account: name, e-mail address, password (stored only as a one-way hash) and when you signed in.
- Your profile: the picture, location, biography and other details you choose to add, and whether you appear in Fete Nation.
- Uploads: pictures, brand images and CVs you upload with events, registrations and applications.
- Chat messages: what you send and receive in Fete Chat, and messages reported to administrators.
- Receipts: what you arranged and paid for packages and rides, as recorded by an administrator.
- Form answers: what you enter in package, ride, Fete Marqet and staff application forms.
- Activity: the events you attend or like, your ratings, badges and notifications.

## Why we store it
- To run your account and show the pages and features you use.
- To let organisers and administrators handle your registrations, applications, requests and payments.
- To keep the site safe: stop abuse, answer reports and keep an audit of administrators'' changes.
- To send the e-mails you need (verification, password reset, notices) and the ones you chose to receive.

## Who sees it
- Other members see what you choose to show: your public profile, events you post, ratings and chat messages you send them.
- Administrators see what they need to run the site and review your requests.
- We do not sell your data. Service providers that host the site or deliver e-mail process it only on our behalf.

## How long we keep it
We keep your data while your account exists. When you delete your account, your profile and what belongs only to you are deleted; records we must keep (such as receipts) are kept as long as the law requires.

## Your choices
You can see and change your details in Settings, hide your profile from Fete Nation, and delete your account. To ask for a copy of your data or for anything else about your privacy, see the Contact page.');
