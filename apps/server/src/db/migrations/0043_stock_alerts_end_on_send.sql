-- Back in stock (issue 26 item 1, docs/decisions/037 addendum): a restock no longer ends the
-- alerts it queues. An alert ends when its e-mail goes out while the product is in stock
-- (the outbox worker); a product emptied again before then drops the e-mail and keeps the
-- alert, so the next restock tells it. A restock queues one e-mail per waiting address that
-- has none waiting already (sent_at null, fewer than the worker's 10 attempts).
CREATE OR REPLACE FUNCTION stock_alerts_fire() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO outbox (kind, to_address, payload)
  SELECT 'back_in_stock', a.email,
         jsonb_build_object('template', 'back_in_stock', 'language', a.language, 'productId', NEW.id)
  FROM stock_alerts a
  WHERE a.product_id = NEW.id
    AND NOT EXISTS (
      SELECT 1 FROM outbox o
       WHERE o.kind = 'back_in_stock' AND o.sent_at IS NULL AND o.attempts < 10
         AND o.to_address = a.email AND o.payload->>'productId' = NEW.id::text
    );
  RETURN NULL;
END $$;
