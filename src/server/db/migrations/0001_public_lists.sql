CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "events_listing_idx";--> statement-breakpoint
DROP INDEX "events_country_date_idx";--> statement-breakpoint
DROP INDEX "carnival_bands_listing_idx";--> statement-breakpoint
CREATE INDEX "events_guide_idx" ON "events" USING btree ("date","start_time","id","end_date","active") WHERE "events"."category" not in ('Festival', 'Carnival', 'Cruise');--> statement-breakpoint
CREATE INDEX "events_travel_idx" ON "events" USING btree ("date","start_time","id","end_date","active") WHERE "events"."category" in ('Festival', 'Carnival', 'Cruise');--> statement-breakpoint
CREATE INDEX "events_span_idx" ON "events" USING btree (("end_date" - "date")) WHERE "events"."end_date" is not null;--> statement-breakpoint
CREATE INDEX "events_title_trgm_idx" ON "events" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_description_trgm_idx" ON "events" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_location_trgm_idx" ON "events" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "carnival_bands_span_idx" ON "carnival_bands" USING btree (("end_date" - "start_date")) WHERE "carnival_bands"."end_date" is not null;--> statement-breakpoint
CREATE INDEX "carnival_bands_name_trgm_idx" ON "carnival_bands" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "carnival_bands_description_trgm_idx" ON "carnival_bands" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "carnival_bands_location_trgm_idx" ON "carnival_bands" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "restaurants_name_trgm_idx" ON "restaurants" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "restaurants_description_trgm_idx" ON "restaurants" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "restaurants_location_trgm_idx" ON "restaurants" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_country_date_idx" ON "events" USING btree ("country","date","start_time","id","end_date","active","category");--> statement-breakpoint
CREATE INDEX "carnival_bands_listing_idx" ON "carnival_bands" USING btree ("start_date","name","id","end_date","active");