ALTER TABLE "hero_slides" ADD COLUMN "link_url" text;--> statement-breakpoint
ALTER TABLE "hero_slides" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hero_slides" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hero_slides" ADD CONSTRAINT "hero_slides_window_check" CHECK ("hero_slides"."ends_at" is null or "hero_slides"."starts_at" is null or "hero_slides"."ends_at" >= "hero_slides"."starts_at");--> statement-breakpoint
ALTER TABLE "hero_slides" ADD CONSTRAINT "hero_slides_link_url_http_check" CHECK ("link_url" IS NULL OR "link_url" ~ '^https?://[^[:space:]]+$' OR "link_url" ~ '^/[^/[:space:]][^[:space:]]*$');
