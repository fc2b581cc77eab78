-- Invoices written by staff (issue 22): drafts for an account or a business relation, lines with their ledger
-- codes, the issue (numbered, dated, frozen) and its mail with the PDF attached; the columns credit notes point
-- back through. The tables are finance's (0006, 0025); foreign keys go through (club_id, id).

-- An invoice is for an account or for a business relation, never both, never neither. The business relations'
-- table comes with the expenses (relations_businesses); its foreign key is added once that table exists.
ALTER TABLE finance_invoices ALTER COLUMN account_id DROP NOT NULL;
ALTER TABLE finance_invoices ADD COLUMN relations_business_id bigint;
ALTER TABLE finance_invoices ADD CONSTRAINT finance_invoices_one_relation CHECK ((account_id IS NULL) <> (relations_business_id IS NULL));
CREATE INDEX finance_invoices_business_idx ON finance_invoices (club_id, relations_business_id, date_created DESC) WHERE relations_business_id IS NOT NULL;

-- The instant of the issue (date_created is its club-local date); the editor writes a draft with none. An
-- invoice made issued (a shop order's, a credit note) is issued when it is made; those before this migration likewise.
ALTER TABLE finance_invoices ADD COLUMN issued_at timestamptz DEFAULT now();
UPDATE finance_invoices SET issued_at = CASE WHEN status IN ('DRAFT', 'CANCELLED') THEN NULL ELSE created_at END;

-- When the issued invoice's mail (with its PDF) was queued: the mail job queues it once, whatever its retries.
ALTER TABLE finance_invoices ADD COLUMN mailed_at timestamptz;

-- A credit note names the invoice it credits (and each of its lines the line it credits); 0031 indexes them.
-- IF NOT EXISTS: a database that ran 0031 (which adds them the same way) first.
ALTER TABLE finance_invoices ADD COLUMN IF NOT EXISTS credited_invoice_id bigint;
ALTER TABLE finance_invoices ADD CONSTRAINT finance_invoices_credited_invoice_fkey
  FOREIGN KEY (club_id, credited_invoice_id) REFERENCES finance_invoices (club_id, id);

ALTER TABLE finance_invoice_items ADD COLUMN IF NOT EXISTS credited_item_id bigint;
ALTER TABLE finance_invoice_items ADD CONSTRAINT finance_invoice_items_credited_item_fkey
  FOREIGN KEY (club_id, credited_item_id) REFERENCES finance_invoice_items (club_id, id);

-- The ledger of each line: the GL account and cost centre it books to, and their codes as they were when the
-- line was saved (a code renamed later does not rewrite an invoice).
ALTER TABLE finance_invoice_items
  ADD COLUMN finance_gl_account_id bigint,
  ADD COLUMN finance_cost_centre_id bigint,
  ADD COLUMN gl_account_code text NOT NULL DEFAULT '',
  ADD COLUMN cost_centre_code text NOT NULL DEFAULT '',
  ADD CONSTRAINT finance_invoice_items_gl_account_fkey FOREIGN KEY (club_id, finance_gl_account_id) REFERENCES finance_gl_accounts (club_id, id),
  ADD CONSTRAINT finance_invoice_items_cost_centre_fkey FOREIGN KEY (club_id, finance_cost_centre_id) REFERENCES finance_cost_centres (club_id, id);

-- Files a mail carries (an invoice's PDF): [{ "filename", "contentType", "base64" }], kept with the mail until it is sent.
ALTER TABLE mail_outbox ADD COLUMN attachments jsonb;
