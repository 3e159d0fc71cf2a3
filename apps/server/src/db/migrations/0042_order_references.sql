-- The public order reference (issue 26 item 5, docs/decisions/021): an order placed from now on
-- is known by FC- and eight random characters of Crockford's base 32 (FC-7K3M-9QXD, 40 bits from
-- the server's strong random source through gen_random_uuid), not by the sequence, which told a
-- guesser the orders placed near theirs and the store's volume. The orders placed before keep
-- the number they were given (FC-000123). orders.number stays as the internal order of placement.
CREATE FUNCTION new_order_reference() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  alphabet constant text := '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  bytes bytea;
  chars text;
BEGIN
  LOOP
    -- Bytes 0-3 and 9-12 of a version 4 UUID are all random; 256 is a multiple of 32, so each character is uniform.
    bytes := uuid_send(gen_random_uuid());
    chars := '';
    FOR i IN 0..7 LOOP
      chars := chars || substr(alphabet, 1 + get_byte(bytes, CASE WHEN i < 4 THEN i ELSE i + 5 END) % 32, 1);
    END LOOP;
    chars := 'FC-' || substr(chars, 1, 4) || '-' || substr(chars, 5, 4);
    EXIT WHEN NOT EXISTS (SELECT 1 FROM orders WHERE reference = chars);
  END LOOP;
  RETURN chars;
END
$$;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reference" text;--> statement-breakpoint
UPDATE "orders" SET "reference" = 'FC-' || lpad("number"::text, 6, '0');--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "reference" SET DEFAULT new_order_reference();--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reference_unique" UNIQUE("reference");
