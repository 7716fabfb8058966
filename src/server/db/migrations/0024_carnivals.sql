CREATE TABLE "carnivals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"territory" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"rule" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carnivals_slug_unique" UNIQUE("slug"),
	CONSTRAINT "carnivals_slug_check" CHECK ("carnivals"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "carnival_id" uuid;--> statement-breakpoint
ALTER TABLE "carnival_bands" ADD COLUMN "carnival_id" uuid;--> statement-breakpoint
CREATE INDEX "carnivals_active_idx" ON "carnivals" USING btree ("active","sort_order");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_carnival_id_carnivals_id_fk" FOREIGN KEY ("carnival_id") REFERENCES "public"."carnivals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carnival_bands" ADD CONSTRAINT "carnival_bands_carnival_id_carnivals_id_fk" FOREIGN KEY ("carnival_id") REFERENCES "public"."carnivals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_carnival_idx" ON "events" USING btree ("carnival_id","date");--> statement-breakpoint
CREATE INDEX "carnival_bands_carnival_idx" ON "carnival_bands" USING btree ("carnival_id","start_date");--> statement-breakpoint
ALTER TABLE "carnivals" ADD CONSTRAINT "carnivals_image_url_http_check" CHECK ("image_url" IS NULL OR "image_url" ~ '^https?://[^[:space:]]+$' OR "image_url" ~ '^/[^/[:space:]][^[:space:]]*$');
