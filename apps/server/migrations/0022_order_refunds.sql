-- A paid order that could not be delivered (DELIVERY_ERROR) gives the money back (issue 20): a job queued with
-- the failure refunds it through the payment provider; when the provider cannot, staff see it on the back
-- office's home until they mark it refunded.
ALTER TABLE finance_orders
  -- PENDING: the refund job is on it; REFUNDED: the provider refunded it; DUE: staff must refund it (the provider
  -- refused, or is not the one that took the payment); HANDLED: staff refunded or settled it themselves.
  ADD COLUMN refund_status text CHECK (refund_status IN ('PENDING', 'REFUNDED', 'DUE', 'HANDLED')),
  -- the provider's refund id (REFUNDED)
  ADD COLUMN refund_reference text,
  -- why the provider could not refund (DUE), for staff
  ADD COLUMN refund_error text NOT NULL DEFAULT '',
  ADD COLUMN refunded_at timestamptz,
  ADD COLUMN refund_handled_by_account_id bigint,
  ADD CONSTRAINT finance_orders_refund_handled_by_fkey FOREIGN KEY (club_id, refund_handled_by_account_id) REFERENCES accounts(club_id, id);

-- The home page asks for the refunds staff must make.
CREATE INDEX finance_orders_refund_due_idx ON finance_orders (club_id, id) WHERE refund_status = 'DUE';

-- The built-in test provider keeps its state in its checkout rows: a refund of a checkout's payment is recorded
-- there (once), and the payer may choose on its page a payment whose refund will be refused.
ALTER TABLE payment_checkouts
  ADD COLUMN refund_id text,
  ADD COLUMN refund_refused boolean NOT NULL DEFAULT false;
