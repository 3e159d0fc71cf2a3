ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "held_for_user" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_held_for_user_users_id_fk" FOREIGN KEY ("held_for_user") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_held_idx" ON "outbox" USING btree ("held_for_user") WHERE "outbox"."held_for_user" is not null;--> statement-breakpoint
-- Issue 26 item 2: an account whose address is not confirmed gets its first order's e-mail (it carries the
-- confirmation link); every later e-mail about its orders waits in the outbox until the address is confirmed.
-- One place decides, for every writer of order e-mails (placement, the store's status changes, the customer's
-- cancellation, licence keys): the order in the payload names its account. Accounts that existed before this
-- migration are confirmed by the column's default.
CREATE OR REPLACE FUNCTION outbox_hold_unconfirmed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  buyer_text text := NEW.payload->'order'->>'userId';
  -- Never fails an insert: an id that is not a uuid names no account.
  buyer uuid := CASE WHEN buyer_text ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN buyer_text::uuid END;
  this_order text := NEW.payload->'order'->>'_id';
BEGIN
  IF buyer IS NULL THEN
    RETURN NEW;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM users u WHERE u.id = buyer AND u.email_confirmed_at IS NULL AND lower(u.email) = lower(NEW.to_address)) THEN
    RETURN NEW;
  END IF;
  IF NEW.kind = 'order_placed' AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.user_id = buyer AND o.id::text IS DISTINCT FROM this_order) THEN
    RETURN NEW;
  END IF;
  NEW.held_for_user := buyer;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER outbox_hold_unconfirmed_trg
  BEFORE INSERT ON outbox
  FOR EACH ROW WHEN (NEW.kind IN ('order_placed', 'order_status_changed'))
  EXECUTE FUNCTION outbox_hold_unconfirmed();
