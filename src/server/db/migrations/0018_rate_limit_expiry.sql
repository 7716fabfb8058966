-- Each counter row says when its window ends, so rows past it can be pruned (platform/rate-limit.ts). Rows from
-- before this column get the end of the longest window in use (a day after they started).
ALTER TABLE "app_rate_limits" ADD COLUMN "expires_at" bigint;--> statement-breakpoint
UPDATE "app_rate_limits" SET "expires_at" = "window_start" + 86400000;--> statement-breakpoint
ALTER TABLE "app_rate_limits" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "app_rate_limits_expires_at_idx" ON "app_rate_limits" USING btree ("expires_at");
