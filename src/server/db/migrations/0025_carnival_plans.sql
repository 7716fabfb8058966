CREATE TABLE "carnival_plan_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"cost_cents" integer DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carnival_plan_entries_kind_check" CHECK ("carnival_plan_entries"."kind" in ('Make-up slot', 'Restaurant booking', 'Flight', 'Costume pick-up', 'Meeting point', 'Other')),
	CONSTRAINT "carnival_plan_entries_cost_check" CHECK ("carnival_plan_entries"."cost_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "carnival_plan_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"event_id" uuid,
	"band_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carnival_plan_items_one_check" CHECK (("carnival_plan_items"."event_id" is null) <> ("carnival_plan_items"."band_id" is null))
);
--> statement-breakpoint
CREATE TABLE "carnival_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"carnival_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"time_zone" text NOT NULL,
	"travel_buffer_minutes" integer DEFAULT 30 NOT NULL,
	"share_nonce" text,
	"share_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carnival_plans_buffer_check" CHECK ("carnival_plans"."travel_buffer_minutes" between 0 and 240)
);
--> statement-breakpoint
ALTER TABLE "carnival_plan_entries" ADD CONSTRAINT "carnival_plan_entries_plan_id_carnival_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."carnival_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carnival_plan_items" ADD CONSTRAINT "carnival_plan_items_plan_id_carnival_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."carnival_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carnival_plan_items" ADD CONSTRAINT "carnival_plan_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carnival_plan_items" ADD CONSTRAINT "carnival_plan_items_band_id_carnival_bands_id_fk" FOREIGN KEY ("band_id") REFERENCES "public"."carnival_bands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carnival_plans" ADD CONSTRAINT "carnival_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carnival_plans" ADD CONSTRAINT "carnival_plans_carnival_id_carnivals_id_fk" FOREIGN KEY ("carnival_id") REFERENCES "public"."carnivals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carnival_plan_entries_plan_idx" ON "carnival_plan_entries" USING btree ("plan_id","date","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "carnival_plan_items_event_idx" ON "carnival_plan_items" USING btree ("plan_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carnival_plan_items_band_idx" ON "carnival_plan_items" USING btree ("plan_id","band_id");--> statement-breakpoint
CREATE INDEX "carnival_plan_items_event_ref_idx" ON "carnival_plan_items" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "carnival_plan_items_band_ref_idx" ON "carnival_plan_items" USING btree ("band_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carnival_plans_occurrence_idx" ON "carnival_plans" USING btree ("user_id","carnival_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "carnival_plans_share_idx" ON "carnival_plans" USING btree ("share_token_hash");