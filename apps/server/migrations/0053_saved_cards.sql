-- Card subscriptions are charged off-session each month (issue 23). Kiai keeps the schedule and the invoice; the
-- provider keeps the card. A checkout that pays a subscription (an order with a subscription line, an open
-- subscription invoice paid online) asks the provider to keep the payer's card, and the payment's transaction records
-- it here; the monthly charge job charges the invoice's open balance to the newest card not retired.

-- The checkout asked the provider to keep the card (Stripe: setup_future_usage off_session). For the built-in test
-- provider, the test card number the payer chose on its page: 4242… pays later, 4000 0000 0000 0341 declines.
ALTER TABLE payment_checkouts
  ADD COLUMN keeps_card boolean NOT NULL DEFAULT false,
  ADD COLUMN test_card_number text CHECK (test_card_number ~ '^[0-9]{16}$');

-- A card the provider keeps for an account: its customer and payment method there. One row per payment method,
-- so the same card saved again (a replayed event, the next sign-up) is the same row. Retired (by the member, by
-- staff) rows are kept for the attempts that name them and are never charged again.
CREATE TABLE account_payment_cards (
  club_id bigint NOT NULL REFERENCES clubs(id),
  id bigserial NOT NULL,
  account_id bigint NOT NULL,
  provider text NOT NULL CHECK (provider IN ('stripe', 'test')),
  customer_reference text NOT NULL CHECK (length(customer_reference) BETWEEN 1 AND 255),
  payment_method_reference text NOT NULL CHECK (length(payment_method_reference) BETWEEN 1 AND 255),
  -- "Visa •••• 4242" when the provider said; '' when not.
  label text NOT NULL DEFAULT '' CHECK (length(label) <= 100),
  created_at timestamptz NOT NULL,
  retired_at timestamptz,
  PRIMARY KEY (club_id, id),
  UNIQUE (club_id, provider, payment_method_reference),
  FOREIGN KEY (club_id, account_id) REFERENCES accounts (club_id, id)
);

CREATE INDEX account_payment_cards_account_idx ON account_payment_cards (club_id, account_id, id);

-- One off-session charge attempt of an invoice's open balance: its number is part of the idempotency key
-- (kiai-<club>-invoice-<id>-attempt-<n>), so a job retried after a network error or a crash asks again with the
-- same key and amount, and the provider charges once. PENDING until the provider answered: CHARGED (its payment
-- reference, recorded as the invoice's payment in the same transaction), DECLINED (its reason; the member was
-- mailed), FAILED (the provider could not be reached on the job's last try).
CREATE TABLE finance_card_charges (
  club_id bigint NOT NULL REFERENCES clubs(id),
  id bigserial NOT NULL,
  finance_invoice_id bigint NOT NULL,
  attempt integer NOT NULL CHECK (attempt >= 1),
  account_payment_card_id bigint NOT NULL,
  amount numeric(12, 2) NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  idempotency_key text NOT NULL,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'CHARGED', 'DECLINED', 'FAILED')),
  reference text,
  reason text NOT NULL DEFAULT '' CHECK (length(reason) <= 500),
  created_at timestamptz NOT NULL,
  settled_at timestamptz,
  PRIMARY KEY (club_id, id),
  UNIQUE (club_id, finance_invoice_id, attempt),
  UNIQUE (club_id, idempotency_key),
  FOREIGN KEY (club_id, finance_invoice_id) REFERENCES finance_invoices (club_id, id),
  FOREIGN KEY (club_id, account_payment_card_id) REFERENCES account_payment_cards (club_id, id),
  CHECK ((status = 'CHARGED') = (reference IS NOT NULL))
);

CREATE INDEX finance_card_charges_card_idx ON finance_card_charges (club_id, account_payment_card_id);

-- The built-in test provider's off-session charges, its own state as payment_checkouts is its checkouts': one per
-- idempotency key, so asking again answers the first charge, as Stripe does.
CREATE TABLE payment_test_charges (
  club_id bigint NOT NULL REFERENCES clubs(id),
  id bigserial NOT NULL,
  idempotency_key text NOT NULL,
  payment_method text NOT NULL,
  amount numeric(12, 2) NOT NULL,
  currency text NOT NULL,
  payment_intent text NOT NULL,
  declined boolean NOT NULL,
  reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  PRIMARY KEY (club_id, id),
  UNIQUE (club_id, idempotency_key)
);
