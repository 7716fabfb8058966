CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"impersonated_by" text,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"territory" text DEFAULT '' NOT NULL,
	"locality" text DEFAULT '' NOT NULL,
	"membership_type" text DEFAULT 'gold' NOT NULL,
	"membership_expires_at" timestamp with time zone,
	"role" text DEFAULT 'user' NOT NULL,
	"banned" boolean DEFAULT false,
	"ban_reason" text,
	"ban_expires" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_membership_type_check" CHECK ("users"."membership_type" in ('gold', 'premium'))
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text,
	"purpose" text NOT NULL,
	"visibility" text NOT NULL,
	"storage_key" text NOT NULL,
	"card_key" text,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"original_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "uploads_visibility_check" CHECK ("uploads"."visibility" in ('public', 'private')),
	CONSTRAINT "uploads_purpose_check" CHECK ("uploads"."purpose" in ('avatar', 'image', 'marqet', 'resume')),
	CONSTRAINT "uploads_size_check" CHECK ("uploads"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "event_discounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"code" text NOT NULL,
	"percentage" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_discounts_event_code_unique" UNIQUE("event_id","code"),
	CONSTRAINT "event_discounts_percentage_check" CHECK ("event_discounts"."percentage" between 0 and 100),
	CONSTRAINT "event_discounts_validity_check" CHECK ("event_discounts"."valid_until" is null or "event_discounts"."valid_from" is null or "event_discounts"."valid_until" >= "event_discounts"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"date" date NOT NULL,
	"end_date" date,
	"start_time" time DEFAULT '18:00' NOT NULL,
	"end_time" time DEFAULT '23:00' NOT NULL,
	"time_zone" text DEFAULT 'America/Port_of_Spain' NOT NULL,
	"location" text NOT NULL,
	"country" text DEFAULT 'Trinidad' NOT NULL,
	"state" text DEFAULT 'Port of Spain' NOT NULL,
	"category" text NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"capacity" integer,
	"ticket_url" text,
	"fete_id_ticket_url" text,
	"instagram_url" text,
	"fete_ride_url" text,
	"organizer_id" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_category_check" CHECK ("events"."category" in ('Party', 'Concert', 'Carnival', 'Cruise', 'Beach Party', 'Festival')),
	CONSTRAINT "events_country_check" CHECK ("events"."country" in ('Antigua and Barbuda', 'Bahamas', 'Barbados', 'Bermuda', 'Canada', 'Cuba', 'Dominica', 'Dominican Republic', 'Grenada', 'Guyana', 'Haiti', 'Jamaica', 'Saint Kitts and Nevis', 'Saint Lucia', 'Saint Martin (Sint Maarten)', 'Saint Thomas (U.S. Virgin Islands)', 'Saint Vincent and the Grenadines', 'Suriname', 'Trinidad', 'Tobago', 'United Kingdom', 'United States')),
	CONSTRAINT "events_price_check" CHECK ("events"."price_cents" >= 0),
	CONSTRAINT "events_capacity_check" CHECK ("events"."capacity" is null or "events"."capacity" >= 0),
	CONSTRAINT "events_end_date_check" CHECK ("events"."end_date" is null or "events"."date" is null or "events"."end_date" >= "events"."date")
);
--> statement-breakpoint
CREATE TABLE "band_ratings" (
	"band_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"rating" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "band_ratings_pk" PRIMARY KEY("band_id","user_id"),
	CONSTRAINT "band_ratings_rating_check" CHECK ("band_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "carnival_bands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"location" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'Trinidad' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"year" integer,
	"start_date" date NOT NULL,
	"end_date" date,
	"website_url" text,
	"instagram_url" text,
	"registration_url" text,
	"fete_id_registration_url" text,
	"rating_total" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carnival_bands_country_check" CHECK ("carnival_bands"."country" in ('Antigua and Barbuda', 'Bahamas', 'Barbados', 'Bermuda', 'Canada', 'Cuba', 'Dominica', 'Dominican Republic', 'Grenada', 'Guyana', 'Haiti', 'Jamaica', 'Saint Kitts and Nevis', 'Saint Lucia', 'Saint Martin (Sint Maarten)', 'Saint Thomas (U.S. Virgin Islands)', 'Saint Vincent and the Grenadines', 'Suriname', 'Trinidad', 'Tobago', 'United Kingdom', 'United States')),
	CONSTRAINT "carnival_bands_dates_check" CHECK ("carnival_bands"."end_date" is null or "carnival_bands"."start_date" is null or "carnival_bands"."end_date" >= "carnival_bands"."start_date"),
	CONSTRAINT "carnival_bands_year_check" CHECK ("carnival_bands"."year" is null or "carnival_bands"."year" between 1900 and 2200),
	CONSTRAINT "carnival_bands_rating_check" CHECK ("carnival_bands"."rating_count" >= 0 and "carnival_bands"."rating_total" between "carnival_bands"."rating_count" and 5 * "carnival_bands"."rating_count")
);
--> statement-breakpoint
CREATE TABLE "restaurant_discounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"percentage" integer NOT NULL,
	"description" text NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"terms_conditions" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurant_discounts_percentage_check" CHECK ("restaurant_discounts"."percentage" between 0 and 100),
	CONSTRAINT "restaurant_discounts_validity_check" CHECK ("restaurant_discounts"."valid_until" is null or "restaurant_discounts"."valid_from" is null or "restaurant_discounts"."valid_until" >= "restaurant_discounts"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "restaurant_menu_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"image_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurant_menu_items_price_check" CHECK ("restaurant_menu_items"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "restaurant_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"image_url" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"location" text NOT NULL,
	"country" text DEFAULT 'Trinidad' NOT NULL,
	"state" text DEFAULT 'Port of Spain' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"cuisine" text DEFAULT 'Caribbean' NOT NULL,
	"price_range" text DEFAULT '$$' NOT NULL,
	"opening_time" time DEFAULT '11:00' NOT NULL,
	"closing_time" time DEFAULT '22:00' NOT NULL,
	"website_url" text,
	"instagram_url" text,
	"eat_now_url" text,
	"owner_id" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurants_cuisine_check" CHECK ("restaurants"."cuisine" in ('Caribbean', 'Creole', 'Seafood', 'BBQ', 'Street Food', 'Fusion', 'Vegan')),
	CONSTRAINT "restaurants_price_range_check" CHECK ("restaurants"."price_range" in ('$', '$$', '$$$', '$$$$')),
	CONSTRAINT "restaurants_country_check" CHECK ("restaurants"."country" in ('Antigua and Barbuda', 'Bahamas', 'Barbados', 'Bermuda', 'Canada', 'Cuba', 'Dominica', 'Dominican Republic', 'Grenada', 'Guyana', 'Haiti', 'Jamaica', 'Saint Kitts and Nevis', 'Saint Lucia', 'Saint Martin (Sint Maarten)', 'Saint Thomas (U.S. Virgin Islands)', 'Saint Vincent and the Grenadines', 'Suriname', 'Trinidad', 'Tobago', 'United Kingdom', 'United States')),
	CONSTRAINT "restaurants_coordinates_check" CHECK (("restaurants"."latitude" is null or "restaurants"."latitude" between -90 and 90) and ("restaurants"."longitude" is null or "restaurants"."longitude" between -180 and 180))
);
--> statement-breakpoint
CREATE TABLE "provider_ratings" (
	"provider_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_ratings_pk" PRIMARY KEY("provider_id","user_id"),
	CONSTRAINT "provider_ratings_rating_check" CHECK ("provider_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"service_prices" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'Trinidad' NOT NULL,
	"avatar_url" text,
	"instagram_url" text,
	"booking_url" text,
	"rating_total" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "providers_country_check" CHECK ("providers"."country" in ('Antigua and Barbuda', 'Bahamas', 'Barbados', 'Bermuda', 'Canada', 'Cuba', 'Dominica', 'Dominican Republic', 'Grenada', 'Guyana', 'Haiti', 'Jamaica', 'Saint Kitts and Nevis', 'Saint Lucia', 'Saint Martin (Sint Maarten)', 'Saint Thomas (U.S. Virgin Islands)', 'Saint Vincent and the Grenadines', 'Suriname', 'Trinidad', 'Tobago', 'United Kingdom', 'United States')),
	CONSTRAINT "providers_rating_check" CHECK ("providers"."rating_count" >= 0 and "providers"."rating_total" between "providers"."rating_count" and 5 * "providers"."rating_count"),
	CONSTRAINT "providers_service_prices_check" CHECK (jsonb_typeof("providers"."service_prices") = 'object')
);
--> statement-breakpoint
CREATE TABLE "testimonial_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"image_url" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"client_name" text DEFAULT '' NOT NULL,
	"service" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"brand" text NOT NULL,
	"category" text DEFAULT 'Accessories' NOT NULL,
	"price_cents" integer NOT NULL,
	"sizes" text[] DEFAULT '{}'::text[] NOT NULL,
	"colors" text[] DEFAULT '{}'::text[] NOT NULL,
	"in_stock" boolean DEFAULT true NOT NULL,
	"external_url" text,
	"image_url" text,
	"registration_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_products_category_check" CHECK ("market_products"."category" in ('Costumes', 'Swimwear', 'Accessories', 'Footwear', 'Makeup', 'Body Jewelry', 'Festival Wear', 'Tanks', 'Crop Tops', 'Monday Wear')),
	CONSTRAINT "market_products_price_check" CHECK ("market_products"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "marqet_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"brand_name" text NOT NULL,
	"website_url" text,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"vendor_type" text NOT NULL,
	"placement_preference" text[] NOT NULL,
	"products" jsonb NOT NULL,
	"brand_image_url" text,
	"duration_months" integer NOT NULL,
	"payment_method" text NOT NULL,
	"total_price_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expiration_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marqet_registrations_vendor_type_check" CHECK ("marqet_registrations"."vendor_type" in ('vendor', 'affiliate', 'partner')),
	CONSTRAINT "marqet_registrations_placement_check" CHECK (cardinality("marqet_registrations"."placement_preference") >= 1 and "marqet_registrations"."placement_preference" <@ array['My Brand', 'My Products']::text[]),
	CONSTRAINT "marqet_registrations_products_check" CHECK (jsonb_typeof("marqet_registrations"."products") = 'array' and jsonb_array_length("marqet_registrations"."products") between 1 and 4),
	CONSTRAINT "marqet_registrations_duration_check" CHECK ("marqet_registrations"."duration_months" in (3, 6)),
	CONSTRAINT "marqet_registrations_payment_method_check" CHECK ("marqet_registrations"."payment_method" in ('Credit Card', 'PayPal', 'Bank Transfer')),
	CONSTRAINT "marqet_registrations_total_check" CHECK ("marqet_registrations"."total_price_cents" >= 0),
	CONSTRAINT "marqet_registrations_status_check" CHECK ("marqet_registrations"."status" in ('pending', 'approved', 'rejected', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text NOT NULL,
	"link_url" text,
	"start_date" timestamp with time zone DEFAULT now() NOT NULL,
	"end_date" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ads_position_check" CHECK ("ads"."position" ~ '^[a-z][a-z0-9_-]*$'),
	CONSTRAINT "ads_dates_check" CHECK ("ads"."end_date" is null or "ads"."start_date" is null or "ads"."end_date" >= "ads"."start_date")
);
--> statement-breakpoint
CREATE TABLE "featured_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "featured_items_item_unique" UNIQUE("item_type","item_id"),
	CONSTRAINT "featured_items_type_check" CHECK ("featured_items"."item_type" in ('event', 'restaurant', 'face', 'band', 'marqet'))
);
--> statement-breakpoint
CREATE TABLE "hero_slides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"image_url" text NOT NULL,
	"mobile_image_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"logo_url" text NOT NULL,
	"website_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "liked_bands" (
	"user_id" text NOT NULL,
	"band_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "liked_bands_pk" PRIMARY KEY("user_id","band_id")
);
--> statement-breakpoint
CREATE TABLE "liked_events" (
	"user_id" text NOT NULL,
	"event_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "liked_events_pk" PRIMARY KEY("user_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "liked_providers" (
	"user_id" text NOT NULL,
	"provider_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "liked_providers_pk" PRIMARY KEY("user_id","provider_id")
);
--> statement-breakpoint
CREATE TABLE "liked_restaurants" (
	"user_id" text NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "liked_restaurants_pk" PRIMARY KEY("user_id","restaurant_id")
);
--> statement-breakpoint
CREATE TABLE "band_attendees" (
	"band_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "band_attendees_pk" PRIMARY KEY("band_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "event_attendees" (
	"event_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_attendees_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_body_check" CHECK (char_length("chat_messages"."body") between 1 and 4000)
);
--> statement-breakpoint
CREATE TABLE "conversation_participants" (
	"conversation_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"last_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_participants_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"direct_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_direct_key_unique" UNIQUE("direct_key")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"type" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" ~ '^[a-z][a-z0-9_]*$'),
	CONSTRAINT "notifications_data_check" CHECK (jsonb_typeof("notifications"."data") = 'object')
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"button_link" text,
	"bg_color" text DEFAULT 'red' NOT NULL,
	"text_color" text DEFAULT 'white' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_colors_check" CHECK ("packages"."bg_color" <> '' and "packages"."text_color" <> '')
);
--> statement-breakpoint
CREATE TABLE "ride_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"button_link" text,
	"bg_color" text DEFAULT 'red' NOT NULL,
	"text_color" text DEFAULT 'white' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ride_packages_colors_check" CHECK ("ride_packages"."bg_color" <> '' and "ride_packages"."text_color" <> '')
);
--> statement-breakpoint
CREATE TABLE "custom_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"submit_button_text" text DEFAULT 'Submit' NOT NULL,
	"form_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_forms_target_unique" UNIQUE("form_type","target_id"),
	CONSTRAINT "custom_forms_type_check" CHECK ("custom_forms"."form_type" in ('package', 'ride')),
	CONSTRAINT "custom_forms_fields_check" CHECK (jsonb_typeof("custom_forms"."fields") = 'array')
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_submissions_status_check" CHECK ("form_submissions"."status" in ('pending', 'processed', 'completed')),
	CONSTRAINT "form_submissions_data_check" CHECK (jsonb_typeof("form_submissions"."data") = 'object')
);
--> statement-breakpoint
CREATE TABLE "receipt_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_id" uuid NOT NULL,
	"description" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipt_items_quantity_check" CHECK ("receipt_items"."quantity" >= 1),
	CONSTRAINT "receipt_items_unit_price_check" CHECK ("receipt_items"."unit_price_cents" >= 0),
	CONSTRAINT "receipt_items_amount_check" CHECK ("receipt_items"."amount_cents" = "receipt_items"."quantity" * "receipt_items"."unit_price_cents")
);
--> statement-breakpoint
CREATE TABLE "receipt_payment_schedule" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_link" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipt_payment_schedule_amount_check" CHECK ("receipt_payment_schedule"."amount_cents" >= 0),
	CONSTRAINT "receipt_payment_schedule_status_check" CHECK ("receipt_payment_schedule"."status" in ('pending', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"receipt_number" text NOT NULL,
	"receipt_date" date DEFAULT current_date NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"status" text DEFAULT 'paid' NOT NULL,
	"amount_cents" integer NOT NULL,
	"amount_paid_cents" integer DEFAULT 0 NOT NULL,
	"balance_owed_cents" integer DEFAULT 0 NOT NULL,
	"payment_method" text DEFAULT 'Credit Card' NOT NULL,
	"payment_due_date" date,
	"payment_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_receipt_number_unique" UNIQUE("receipt_number"),
	CONSTRAINT "receipts_status_check" CHECK ("receipts"."status" in ('paid', 'pending', 'failed')),
	CONSTRAINT "receipts_payment_method_check" CHECK ("receipts"."payment_method" in ('Credit Card', 'PayPal', 'Bank Transfer', 'Cash', 'Other')),
	CONSTRAINT "receipts_amounts_check" CHECK ("receipts"."amount_cents" >= 0 and "receipts"."amount_paid_cents" >= 0 and "receipts"."balance_owed_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "staff_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"experience" text DEFAULT '' NOT NULL,
	"skills" text DEFAULT '' NOT NULL,
	"availability" text DEFAULT '' NOT NULL,
	"resume_upload_id" uuid,
	"cover_letter" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_applications_status_check" CHECK ("staff_applications"."status" in ('pending', 'reviewing', 'interviewed', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "staff_positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"salary_range" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "badge_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"color" text DEFAULT '#3B82F6' NOT NULL,
	"icon_url" text,
	"benefits" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "badge_types_name_unique" UNIQUE("name"),
	CONSTRAINT "badge_types_color_check" CHECK ("badge_types"."color" ~ '^#[0-9A-Fa-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "user_badges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"badge_id" uuid NOT NULL,
	"awarded_by" text,
	"active" boolean DEFAULT true NOT NULL,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_discounts" ADD CONSTRAINT "event_discounts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "band_ratings" ADD CONSTRAINT "band_ratings_band_id_carnival_bands_id_fk" FOREIGN KEY ("band_id") REFERENCES "public"."carnival_bands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "band_ratings" ADD CONSTRAINT "band_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_discounts" ADD CONSTRAINT "restaurant_discounts_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_menu_items" ADD CONSTRAINT "restaurant_menu_items_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_photos" ADD CONSTRAINT "restaurant_photos_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_ratings" ADD CONSTRAINT "provider_ratings_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_ratings" ADD CONSTRAINT "provider_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonial_images" ADD CONSTRAINT "testimonial_images_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_products" ADD CONSTRAINT "market_products_registration_id_marqet_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."marqet_registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marqet_registrations" ADD CONSTRAINT "marqet_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liked_bands" ADD CONSTRAINT "liked_bands_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liked_bands" ADD CONSTRAINT "liked_bands_band_id_carnival_bands_id_fk" FOREIGN KEY ("band_id") REFERENCES "public"."carnival_bands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liked_events" ADD CONSTRAINT "liked_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liked_events" ADD CONSTRAINT "liked_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liked_providers" ADD CONSTRAINT "liked_providers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liked_providers" ADD CONSTRAINT "liked_providers_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liked_restaurants" ADD CONSTRAINT "liked_restaurants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liked_restaurants" ADD CONSTRAINT "liked_restaurants_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "band_attendees" ADD CONSTRAINT "band_attendees_band_id_carnival_bands_id_fk" FOREIGN KEY ("band_id") REFERENCES "public"."carnival_bands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "band_attendees" ADD CONSTRAINT "band_attendees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD CONSTRAINT "conversation_participants_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD CONSTRAINT "conversation_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_form_id_custom_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."custom_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_items" ADD CONSTRAINT "receipt_items_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_payment_schedule" ADD CONSTRAINT "receipt_payment_schedule_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_applications" ADD CONSTRAINT "staff_applications_position_id_staff_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."staff_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_applications" ADD CONSTRAINT "staff_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_applications" ADD CONSTRAINT "staff_applications_resume_upload_id_uploads_id_fk" FOREIGN KEY ("resume_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_badge_id_badge_types_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badge_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_awarded_by_users_id_fk" FOREIGN KEY ("awarded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_first_name_idx" ON "users" USING btree ("first_name");--> statement-breakpoint
CREATE INDEX "users_territory_idx" ON "users" USING btree ("territory");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "events_listing_idx" ON "events" USING btree ("active","category","date","start_time");--> statement-breakpoint
CREATE INDEX "events_country_date_idx" ON "events" USING btree ("country","date");--> statement-breakpoint
CREATE INDEX "events_date_idx" ON "events" USING btree ("date");--> statement-breakpoint
CREATE INDEX "events_organizer_idx" ON "events" USING btree ("organizer_id");--> statement-breakpoint
CREATE INDEX "band_ratings_user_idx" ON "band_ratings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "carnival_bands_listing_idx" ON "carnival_bands" USING btree ("active","start_date");--> statement-breakpoint
CREATE INDEX "carnival_bands_country_idx" ON "carnival_bands" USING btree ("country","start_date");--> statement-breakpoint
CREATE INDEX "carnival_bands_name_idx" ON "carnival_bands" USING btree ("name");--> statement-breakpoint
CREATE INDEX "restaurant_discounts_restaurant_idx" ON "restaurant_discounts" USING btree ("restaurant_id","valid_until");--> statement-breakpoint
CREATE INDEX "restaurant_menu_items_restaurant_idx" ON "restaurant_menu_items" USING btree ("restaurant_id","sort_order");--> statement-breakpoint
CREATE INDEX "restaurant_photos_restaurant_idx" ON "restaurant_photos" USING btree ("restaurant_id","sort_order");--> statement-breakpoint
CREATE INDEX "restaurants_name_idx" ON "restaurants" USING btree ("active","name");--> statement-breakpoint
CREATE INDEX "restaurants_cuisine_idx" ON "restaurants" USING btree ("cuisine","name");--> statement-breakpoint
CREATE INDEX "restaurants_price_range_idx" ON "restaurants" USING btree ("price_range","name");--> statement-breakpoint
CREATE INDEX "restaurants_country_idx" ON "restaurants" USING btree ("country","name");--> statement-breakpoint
CREATE INDEX "restaurants_owner_idx" ON "restaurants" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "provider_ratings_user_idx" ON "provider_ratings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "providers_rating_idx" ON "providers" USING btree ("active",("rating_total"::numeric / nullif("rating_count", 0)) desc nulls last);--> statement-breakpoint
CREATE INDEX "providers_country_idx" ON "providers" USING btree ("country");--> statement-breakpoint
CREATE INDEX "providers_services_idx" ON "providers" USING gin ("services");--> statement-breakpoint
CREATE INDEX "testimonial_images_provider_idx" ON "testimonial_images" USING btree ("provider_id","sort_order");--> statement-breakpoint
CREATE INDEX "market_products_category_idx" ON "market_products" USING btree ("active","category","price_cents");--> statement-breakpoint
CREATE INDEX "market_products_price_idx" ON "market_products" USING btree ("active","price_cents");--> statement-breakpoint
CREATE INDEX "market_products_created_idx" ON "market_products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "market_products_brand_idx" ON "market_products" USING btree ("brand");--> statement-breakpoint
CREATE INDEX "market_products_registration_idx" ON "market_products" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "marqet_registrations_status_idx" ON "marqet_registrations" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "marqet_registrations_created_idx" ON "marqet_registrations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "marqet_registrations_user_idx" ON "marqet_registrations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ads_listing_idx" ON "ads" USING btree ("position","active","sort_order");--> statement-breakpoint
CREATE INDEX "featured_items_listing_idx" ON "featured_items" USING btree ("item_type","active","sort_order");--> statement-breakpoint
CREATE INDEX "hero_slides_listing_idx" ON "hero_slides" USING btree ("active","sort_order");--> statement-breakpoint
CREATE INDEX "partners_listing_idx" ON "partners" USING btree ("active","sort_order");--> statement-breakpoint
CREATE INDEX "liked_bands_band_idx" ON "liked_bands" USING btree ("band_id");--> statement-breakpoint
CREATE INDEX "liked_events_event_idx" ON "liked_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "liked_providers_provider_idx" ON "liked_providers" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "liked_restaurants_restaurant_idx" ON "liked_restaurants" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "band_attendees_user_idx" ON "band_attendees" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "event_attendees_user_idx" ON "event_attendees" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_sender_idx" ON "chat_messages" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "conversation_participants_user_idx" ON "conversation_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "conversations_updated_idx" ON "conversations" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "notifications_inbox_idx" ON "notifications" USING btree ("user_id","read","created_at");--> statement-breakpoint
CREATE INDEX "packages_order_idx" ON "packages" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "ride_packages_order_idx" ON "ride_packages" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "custom_forms_updated_idx" ON "custom_forms" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "form_submissions_form_idx" ON "form_submissions" USING btree ("form_id","created_at");--> statement-breakpoint
CREATE INDEX "form_submissions_user_idx" ON "form_submissions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "receipt_items_receipt_idx" ON "receipt_items" USING btree ("receipt_id","sort_order");--> statement-breakpoint
CREATE INDEX "receipt_payment_schedule_receipt_idx" ON "receipt_payment_schedule" USING btree ("receipt_id","sort_order");--> statement-breakpoint
CREATE INDEX "receipts_user_idx" ON "receipts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "receipts_created_idx" ON "receipts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "staff_applications_position_idx" ON "staff_applications" USING btree ("position_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_applications_user_idx" ON "staff_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_applications_resume_idx" ON "staff_applications" USING btree ("resume_upload_id");--> statement-breakpoint
CREATE INDEX "staff_positions_listing_idx" ON "staff_positions" USING btree ("active","title");--> statement-breakpoint
CREATE INDEX "staff_positions_created_idx" ON "staff_positions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_badges_user_idx" ON "user_badges" USING btree ("user_id","active");--> statement-breakpoint
CREATE INDEX "user_badges_badge_idx" ON "user_badges" USING btree ("badge_id");--> statement-breakpoint
CREATE INDEX "user_badges_awarded_idx" ON "user_badges" USING btree ("awarded_at");--> statement-breakpoint
CREATE INDEX "user_badges_awarded_by_idx" ON "user_badges" USING btree ("awarded_by");--> statement-breakpoint
CREATE UNIQUE INDEX "user_badges_active_unique" ON "user_badges" USING btree ("user_id","badge_id") WHERE "user_badges"."active";