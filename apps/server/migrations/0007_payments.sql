-- Online payments (issue 8): the checkouts we opened at a payment provider and the provider events we
-- received. The order and invoice tables are finance's (0006).

-- A member pays a shop order, or the balance of an open invoice, through a checkout.

-- One row per checkout (Stripe Checkout Session, or a session of the built-in test provider). For the test
-- provider this row IS the hosted checkout's state; for Stripe it mirrors what its events told us.
CREATE TABLE payment_checkouts (
  club_id bigint NOT NULL REFERENCES clubs(id),
  id bigserial NOT NULL,
  order_id bigint,
  invoice_id bigint,
  provider text NOT NULL CHECK (provider IN ('stripe', 'test')),
  session_id text NOT NULL,
  amount numeric(12, 2) NOT NULL,
  currency text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete', 'expired')),
  payment_status text NOT NULL DEFAULT 'unpaid' CHECK (payment_status IN ('unpaid', 'paid')),
  -- Where the provider returns the member (the club's payment success and cancel pages).
  success_url text NOT NULL,
  cancel_url text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (club_id, id),
  UNIQUE (club_id, provider, session_id),
  FOREIGN KEY (club_id, order_id) REFERENCES finance_orders (club_id, id),
  FOREIGN KEY (club_id, invoice_id) REFERENCES finance_invoices (club_id, id),
  CHECK ((order_id IS NULL) <> (invoice_id IS NULL))
);

CREATE INDEX payment_checkouts_order_idx ON payment_checkouts (club_id, order_id, id);
CREATE INDEX payment_checkouts_invoice_idx ON payment_checkouts (club_id, invoice_id, id);

-- The provider's event id is unique per club and provider: the row is inserted in the same transaction as
-- the delivery, so a replayed or racing duplicate waits for the first and then finds it (delivers once).
CREATE TABLE payment_events (
  club_id bigint NOT NULL REFERENCES clubs(id),
  id bigserial NOT NULL,
  provider text NOT NULL,
  event_id text NOT NULL,
  event_type text NOT NULL,
  session_id text,
  -- As the event names it: an unknown order is recorded too (no foreign key), for the log.
  order_id bigint,
  invoice_id bigint,
  -- What the event did: DELIVERED, ALREADY_DELIVERED, DELIVERY_ERROR, AWAITING_PAYMENT, PAYMENT_FAILED,
  -- CANCELLED, INVOICE_PAID, ALREADY_PAID, AMOUNT_MISMATCH, UNKNOWN_ORDER or IGNORED.
  outcome text NOT NULL,
  received_at timestamptz NOT NULL,
  PRIMARY KEY (club_id, id),
  UNIQUE (club_id, provider, event_id)
);

CREATE INDEX payment_events_order_idx ON payment_events (club_id, order_id);
