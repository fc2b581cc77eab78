-- Credit notes, overdue reminders and the tax summary (issue 22). Club-owned rows point at each other through
-- (club_id, id).

-- A credit note is an issued invoice that names the invoice it credits, and each of its lines the line it
-- credits (0030 adds these with the staff invoice editor; IF NOT EXISTS keeps both orders of landing working).
ALTER TABLE finance_invoices ADD COLUMN IF NOT EXISTS credited_invoice_id bigint;
ALTER TABLE finance_invoice_items ADD COLUMN IF NOT EXISTS credited_item_id bigint;
CREATE INDEX finance_invoices_credited_idx ON finance_invoices (club_id, credited_invoice_id) WHERE credited_invoice_id IS NOT NULL;
CREATE INDEX finance_invoice_items_credited_idx ON finance_invoice_items (club_id, credited_item_id) WHERE credited_item_id IS NOT NULL;

-- Settling an unpaid original against its credit note is a payment on each, with a system method of its own
-- (staff never record it by hand), so the books show what money moved and what was only set off.
ALTER TABLE finance_payment_methods DROP CONSTRAINT finance_payment_methods_code_check;
ALTER TABLE finance_payment_methods ADD CONSTRAINT finance_payment_methods_code_check
  CHECK (code IN ('STRIPE', 'TEST', 'MANUAL', 'CASH', 'CARD_DESK', 'WIRE_TRANSFER', 'DIRECT_DEBIT', 'CREDIT_NOTE'));
INSERT INTO finance_payment_methods (club_id, name, code) SELECT id, 'Credit note', 'CREDIT_NOTE' FROM clubs;

-- One reminder per overdue invoice and step (days past due): the daily job inserts the row with the mail in one
-- transaction, so a second run the same day (or another server) finds it and sends nothing.
CREATE TABLE finance_invoice_reminders (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  finance_invoice_id bigint NOT NULL,
  step integer NOT NULL CHECK (step > 0),
  sent_on date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (club_id, id),
  UNIQUE (club_id, finance_invoice_id, step),
  FOREIGN KEY (club_id, finance_invoice_id) REFERENCES finance_invoices (club_id, id)
);
