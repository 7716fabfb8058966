-- Every stored link is http(s) or a path on this site (uploads, internal form links): never javascript:, data:
-- or a protocol-relative //host. The shared httpUrl schema refuses the rest on every write; this holds even for
-- writes that bypass it. src/server/db/url-checks.test.ts fails when a new link column has no check.
ALTER TABLE "ads" ADD CONSTRAINT "ads_image_url_http_check" CHECK ("image_url" IS NULL OR "image_url" ~ '^https?://[^[:space:]]+$' OR "image_url" ~ '^/[^/[:space:]][^[:space:]]*$');
--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_link_url_http_check" CHECK ("link_url" IS NULL OR "link_url" ~ '^https?://[^[:space:]]+$' OR "link_url" ~ '^/[^/[:space:]][^[:space:]]*$');
--> statement-breakpoint
ALTER TABLE "badge_types" ADD CONSTRAINT "badge_types_icon_url_http_check" CHECK ("icon_url" IS NULL OR "icon_url" ~ '^https?://[^[:space:]]+$' OR "icon_url" ~ '^/[^/[:space:]][^[:space:]]*$');
--> statement-breakpoint
ALTER TABLE "carnival_bands" ADD CONSTRAINT "carnival_bands_fete_id_registration_url_http_check" CHECK ("fete_id_registration_url" IS NULL OR "fete_id_registration_url" ~ '^https?://[^[:space:]]+$' OR "fete_id_registration_url" ~ '^/[^/[:space:]][^[:space:]]*$');
--> statement-breakpoint
ALTER TABLE "carnival_bands" ADD CONSTRAINT "carnival_bands_image_url_http_check" CHECK ("image_url" IS NULL OR "image_url" ~ '^https?://[^[:space:]]+$' OR "image_url" ~ '^/[^/[:space:]][^[:space:]]*$');
--> statement-breakpoint
ALTER TABLE "carnival_bands" ADD CONSTRAINT "carnival_bands_instagram_url_http_check" CHECK ("instagram_url" IS NULL OR "instagram_url" ~ '^https?://[^[:space:]]+$' OR "instagram_url" ~ '^/[^/[:space:]][^[:space:]]*$');
--> statement-breakpoint
ALTER TABLE "carnival_bands" ADD CONSTRAINT "carnival_bands_registration_url_http_check" CHECK ("registration_url" IS NULL OR "registration_url" ~ '^https?://[^[:space:]]+$' OR "registration_url" ~ '^/[^/[:space:]][^[:space:]]*$');
--> statement-breakpoint
ALTER TABLE "carnival_bands" ADD CONSTRAINT "carnival_bands_website_url_http_check" CHECK ("website_url" IS NULL OR "website_url" ~ '^https?://[^[:space:]]+$' OR "website_url" ~ '^/[^/[:space:]][^[:space:]]*$');
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_fete_id_ticket_url_http_check" CHECK ("fete_id_ticket_url" IS NULL OR "fete_id_ticket_url" ~ '^https?://[^[:space:]]+$' OR "fete_id_ticket_url" ~ '^/[^/[:space:]][^[:space:]]*$');
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_fete_ride_url_http_check" CHECK ("fete_ride_url" IS NULL OR "fete_ride_url" ~ '^https?://[^[:space:]]+$' OR "fete_ride_url" ~ '^/[^/[:space:]][^[:space:]]*$');
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_image_url_http_check" CHECK ("image_url" IS NULL OR "image_url" ~ '^https?://[^[:space:]]+$' OR "image_url" ~ '^/[^/[:space:]][^[:space:]]*$');
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_instagram_url_http_check" CHECK ("instagram_url" IS NULL OR "instagram_url" ~ '^https?://[^[:space:]]+$' OR "instagram_url" ~ '^/[^/[:space:]][^[:space:]]*$');
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_ticket_url_http_check" CHECK ("ticket_url" IS NULL OR "ticket_url" ~ '^https?://[^[:space:]]+$' OR "ticket_url" ~ '^/[^/[:space:]][^[:space:]]*$');
--> statement-breakpoint
ALTER TABLE "hero_slides" ADD CONSTRAINT "hero_slides_image_url_http_check" CHECK ("image_url" IS NULL OR "image_url" ~ '^https?://[^[:space:]]+$' OR "image_url" ~ '^/[^/[:space:]][^[:space:]]*$');
--> statement-breakpoint
ALTER TABLE "hero_slides" ADD CONSTRAINT "hero_slides_mobile_image_url_http_check" CHECK ("mobile_image_url" IS NULL OR "mobile_image_url" ~ '^https?://[^[:space:]]+$' OR "mobile_image_url" ~ '^/[^/[:space:]][^[:space:]]*$');
--> statement-breakpoint
ALTER TABLE "market_products" ADD CONSTRAINT "market_products_external_url_http_check" CHECK ("external_url" IS NULL OR "external_url" ~ '^https?://[^[:space:]]+$' OR "external_url" ~ '^/[^/[:space:]][^[:space:]]*$');
--> statement-breakpoint
ALTER TABLE "market_products" ADD CONSTRAINT "market_products_image_url_http_check" CHECK ("image_url" IS NULL OR "image_url" ~ '^https?://[^[:space:]]+$' OR "image_url" ~ '^/[^/[:space:]][^[:space:]]*$');
--> statement-breakpoint
ALTER TABLE "marqet_registrations" ADD CONSTRAINT "marqet_registrations_brand_image_url_http_check" CHECK ("brand_image_url" IS NULL OR "brand_image_url" ~ '^https?://[^[:space:]]+$' OR "brand_image_url" ~ '^/[^/[:space:]][^[:space:]]*$');
--> statement-breakpoint
ALTER TABLE "marqet_registrations" ADD CONSTRAINT "marqet_registrations_website_url_http_check" CHECK ("website_url" IS NULL OR "website_url" ~ '^https?://[^[:space:]]+$' OR "website_url" ~ '^/[^/[:space:]][^[:space:]]*$');
--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_button_link_http_check" CHECK ("button_link" IS NULL OR "button_link" ~ '^https?://[^[:space:]]+$' OR "button_link" ~ '^/[^/[:space:]][^[:space:]]*$');
--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_logo_url_http_check" CHECK ("logo_url" IS NULL OR "logo_url" ~ '^https?://[^[:space:]]+$' OR "logo_url" ~ '^/[^/[:space:]][^[:space:]]*$');
--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_website_url_http_check" CHECK ("website_url" IS NULL OR "website_url" ~ '^https?://[^[:space:]]+$' OR "website_url" ~ '^/[^/[:space:]][^[:space:]]*$');
--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_avatar_url_http_check" CHECK ("avatar_url" IS NULL OR "avatar_url" ~ '^https?://[^[:space:]]+$' OR "avatar_url" ~ '^/[^/[:space:]][^[:space:]]*$');
--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_booking_url_http_check" CHECK ("booking_url" IS NULL OR "booking_url" ~ '^https?://[^[:space:]]+$' OR "booking_url" ~ '^/[^/[:space:]][^[:space:]]*$');
--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_instagram_url_http_check" CHECK ("instagram_url" IS NULL OR "instagram_url" ~ '^https?://[^[:space:]]+$' OR "instagram_url" ~ '^/[^/[:space:]][^[:space:]]*$');
--> statement-breakpoint
ALTER TABLE "receipt_payment_schedule" ADD CONSTRAINT "receipt_payment_schedule_payment_link_http_check" CHECK ("payment_link" IS NULL OR "payment_link" ~ '^https?://[^[:space:]]+$' OR "payment_link" ~ '^/[^/[:space:]][^[:space:]]*$');
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_image_url_http_check" CHECK ("image_url" IS NULL OR "image_url" ~ '^https?://[^[:space:]]+$' OR "image_url" ~ '^/[^/[:space:]][^[:space:]]*$');
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_link_http_check" CHECK ("payment_link" IS NULL OR "payment_link" ~ '^https?://[^[:space:]]+$' OR "payment_link" ~ '^/[^/[:space:]][^[:space:]]*$');
--> statement-breakpoint
ALTER TABLE "restaurant_menu_items" ADD CONSTRAINT "restaurant_menu_items_image_url_http_check" CHECK ("image_url" IS NULL OR "image_url" ~ '^https?://[^[:space:]]+$' OR "image_url" ~ '^/[^/[:space:]][^[:space:]]*$');
--> statement-breakpoint
ALTER TABLE "restaurant_photos" ADD CONSTRAINT "restaurant_photos_image_url_http_check" CHECK ("image_url" IS NULL OR "image_url" ~ '^https?://[^[:space:]]+$' OR "image_url" ~ '^/[^/[:space:]][^[:space:]]*$');
--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_eat_now_url_http_check" CHECK ("eat_now_url" IS NULL OR "eat_now_url" ~ '^https?://[^[:space:]]+$' OR "eat_now_url" ~ '^/[^/[:space:]][^[:space:]]*$');
--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_image_url_http_check" CHECK ("image_url" IS NULL OR "image_url" ~ '^https?://[^[:space:]]+$' OR "image_url" ~ '^/[^/[:space:]][^[:space:]]*$');
--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_instagram_url_http_check" CHECK ("instagram_url" IS NULL OR "instagram_url" ~ '^https?://[^[:space:]]+$' OR "instagram_url" ~ '^/[^/[:space:]][^[:space:]]*$');
--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_website_url_http_check" CHECK ("website_url" IS NULL OR "website_url" ~ '^https?://[^[:space:]]+$' OR "website_url" ~ '^/[^/[:space:]][^[:space:]]*$');
--> statement-breakpoint
ALTER TABLE "ride_packages" ADD CONSTRAINT "ride_packages_button_link_http_check" CHECK ("button_link" IS NULL OR "button_link" ~ '^https?://[^[:space:]]+$' OR "button_link" ~ '^/[^/[:space:]][^[:space:]]*$');
--> statement-breakpoint
ALTER TABLE "testimonial_images" ADD CONSTRAINT "testimonial_images_image_url_http_check" CHECK ("image_url" IS NULL OR "image_url" ~ '^https?://[^[:space:]]+$' OR "image_url" ~ '^/[^/[:space:]][^[:space:]]*$');
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_image_http_check" CHECK ("image" IS NULL OR "image" ~ '^https?://[^[:space:]]+$' OR "image" ~ '^/[^/[:space:]][^[:space:]]*$');
