CREATE TABLE "band_registration_watches" (
	"band_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "band_registration_watches_pk" PRIMARY KEY("band_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "carnival_bands" ADD COLUMN "price_from_cents" integer;--> statement-breakpoint
ALTER TABLE "carnival_bands" ADD COLUMN "price_to_cents" integer;--> statement-breakpoint
ALTER TABLE "band_registration_watches" ADD CONSTRAINT "band_registration_watches_band_id_carnival_bands_id_fk" FOREIGN KEY ("band_id") REFERENCES "public"."carnival_bands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "band_registration_watches" ADD CONSTRAINT "band_registration_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "band_registration_watches_user_idx" ON "band_registration_watches" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "carnival_bands" ADD CONSTRAINT "carnival_bands_price_check" CHECK (("carnival_bands"."price_from_cents" is null or "carnival_bands"."price_from_cents" >= 0) and ("carnival_bands"."price_to_cents" is null or "carnival_bands"."price_to_cents" >= 0) and ("carnival_bands"."price_from_cents" is null or "carnival_bands"."price_to_cents" is null or "carnival_bands"."price_to_cents" >= "carnival_bands"."price_from_cents"));