-- Invoices written by staff and payments recorded by hand (issue 22). The tables are finance's (0006).

-- One payment per (club, method, reference): a provider's id or a SEPA end-to-end id recorded again (an import,
-- a webhook, a second press) finds the first instead of paying twice. Payments without a reference (cash at the
-- desk) are not matched.
CREATE UNIQUE INDEX finance_invoice_payments_reference_key
  ON finance_invoice_payments (club_id, finance_payment_method_id, reference) WHERE reference <> '';

-- Who recorded a payment by hand (NULL for the payment providers and jobs).
ALTER TABLE finance_invoice_payments
  ADD COLUMN recorded_by_account_id bigint,
  ADD CONSTRAINT finance_invoice_payments_recorded_by_fkey FOREIGN KEY (club_id, recorded_by_account_id) REFERENCES accounts (club_id, id);

-- A draft has no number yet: issuing numbers it (CANCELLED is for drafts only, so never numbered either).
ALTER TABLE finance_invoices ALTER COLUMN invoice_number DROP NOT NULL;
ALTER TABLE finance_invoices ADD CONSTRAINT finance_invoices_issued_numbered CHECK (status IN ('DRAFT', 'CANCELLED') OR invoice_number IS NOT NULL);
