-- Licence e-mails already sent (or given up) keep no key in their outbox row
-- (docs/decisions/030, "Sent e-mails keep no key"): each key is masked to its
-- last four characters, as the worker now does when it marks a row done.
UPDATE "outbox" AS o
SET "payload" = jsonb_set(o."payload", '{order,licenceKeys}', (
  SELECT coalesce(jsonb_agg(jsonb_set(k.value, '{key}', to_jsonb('••••-' || right(k.value->>'key', 4))) ORDER BY k.ord), '[]'::jsonb)
  FROM jsonb_array_elements(o."payload"->'order'->'licenceKeys') WITH ORDINALITY AS k(value, ord)
))
WHERE jsonb_typeof(o."payload"->'order'->'licenceKeys') = 'array'
  AND (o."sent_at" IS NOT NULL OR o."attempts" >= 10);
