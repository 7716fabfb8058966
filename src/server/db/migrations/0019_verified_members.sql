-- Attending, rating, chatting, uploading and Fete Nation now wait for a verified e-mail address (issue #20).
-- Members who joined before verification existed keep everything they had: they count as verified.
UPDATE "users" SET "email_verified" = true WHERE "email_verified" = false;
