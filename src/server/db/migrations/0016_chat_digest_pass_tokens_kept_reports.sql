CREATE TABLE "fete_id_passes" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fete_id_passes_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "chat_mail_digests" (
	"user_id" text PRIMARY KEY NOT NULL,
	"covered_until" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "event_reports" DROP CONSTRAINT "event_reports_event_id_events_id_fk";
--> statement-breakpoint
ALTER TABLE "event_reports" ALTER COLUMN "event_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "event_reports" ADD COLUMN "event_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_reports" ADD COLUMN "event_organizer_id" text;--> statement-breakpoint
ALTER TABLE "fete_id_passes" ADD CONSTRAINT "fete_id_passes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mail_digests" ADD CONSTRAINT "chat_mail_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fete_id_passes_token_idx" ON "fete_id_passes" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "event_reports" ADD CONSTRAINT "event_reports_event_organizer_id_users_id_fk" FOREIGN KEY ("event_organizer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reports" ADD CONSTRAINT "event_reports_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_reports_organizer_idx" ON "event_reports" USING btree ("event_organizer_id");--> statement-breakpoint
CREATE INDEX "chat_messages_created_idx" ON "chat_messages" USING btree ("created_at");--> statement-breakpoint
-- Reports keep the event's title and organiser as they were (decision 0030).
UPDATE "event_reports" AS r SET "event_title" = e."title", "event_organizer_id" = e."organizer_id"
  FROM "events" AS e WHERE e."id" = r."event_id";--> statement-breakpoint
-- The chat digest tells of messages from now on: members were already mailed about older ones, one a
-- conversation an hour.
INSERT INTO "chat_mail_digests" ("user_id", "covered_until") SELECT "id", now() FROM "users";
