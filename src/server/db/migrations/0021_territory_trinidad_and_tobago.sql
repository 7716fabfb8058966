-- Sign-up listed "Trinidad" and "Tobago" beside "Trinidad and Tobago" (issue #23, item 17); the list now names
-- the country once. Members who chose an island keep it in their locality, unless it is already there or the
-- locality would pass its 120 characters.
UPDATE "users"
SET "locality" = CASE
    WHEN position(lower("territory") in lower("locality")) > 0 THEN "locality"
    WHEN char_length("locality") + char_length("territory") + 2 > 120 THEN "locality"
    ELSE "locality" || ', ' || "territory"
  END,
  "territory" = 'Trinidad and Tobago',
  "updated_at" = now()
WHERE "territory" IN ('Trinidad', 'Tobago');
