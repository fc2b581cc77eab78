-- SEPA direct debit (issue 22): the club's creditor settings, members' bank accounts and mandates, and
-- collection batches with their items. Every row is club-owned; foreign keys go through (club_id, id).

-- How an invoice is to be paid (the invoice editor sets it; NULL: not said). Collection batches take the issued
-- invoices whose method is the club's DIRECT_DEBIT one.
ALTER TABLE finance_invoices ADD COLUMN finance_payment_method_id bigint;
ALTER TABLE finance_invoices ADD CONSTRAINT finance_invoices_payment_method_fkey
  FOREIGN KEY (club_id, finance_payment_method_id) REFERENCES finance_payment_methods (club_id, id);

-- One row per club that collects by direct debit; a club without one cannot build a batch.
CREATE TABLE direct_debit_settings (
  club_id bigint PRIMARY KEY REFERENCES clubs(id),
  creditor_name text NOT NULL CHECK (length(creditor_name) BETWEEN 1 AND 200),
  -- Checked by the use case (MOD 97-10), stored in its electronic form.
  creditor_id text NOT NULL CHECK (creditor_id ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{4,31}$'),
  iban text NOT NULL CHECK (iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$'),
  bic text NOT NULL DEFAULT '' CHECK (bic ~ '^([A-Z0-9]{8}|[A-Z0-9]{11})?$'),
  pain_version text NOT NULL DEFAULT 'pain.008.001.08' CHECK (pain_version IN ('pain.008.001.08', 'pain.008.001.02')),
  -- Whether the club's bank wants FRST on a mandate's first collection; otherwise every collection is RCUR.
  first_sequence boolean NOT NULL DEFAULT false,
  notice_days integer NOT NULL DEFAULT 14 CHECK (notice_days BETWEEN 1 AND 60),
  -- Whether a batch must be approved by another staff member than the one who built it.
  approval_by_other boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE direct_debit_bank_accounts (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  account_id bigint NOT NULL,
  holder text NOT NULL CHECK (length(holder) BETWEEN 1 AND 200),
  iban text NOT NULL CHECK (iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$'),
  bic text NOT NULL DEFAULT '' CHECK (bic ~ '^([A-Z0-9]{8}|[A-Z0-9]{11})?$'),
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (club_id, id),
  FOREIGN KEY (club_id, account_id) REFERENCES accounts (club_id, id)
);

CREATE INDEX direct_debit_bank_accounts_account_idx ON direct_debit_bank_accounts (club_id, account_id);

CREATE TABLE direct_debit_mandates (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  account_id bigint NOT NULL,
  bank_account_id bigint NOT NULL,
  -- SEPA set, at most 35, not starting with '/', no '//' (checked by the use case; the shape here).
  reference text NOT NULL CHECK (reference ~ '^[A-Za-z0-9/?:().,''+ -]{1,35}$' AND reference !~ '^/' AND position('//' in reference) = 0),
  signature_date date NOT NULL,
  -- Set once a file collected on it was sent to the bank: later collections are RCUR.
  first_collected_at timestamptz,
  -- A retired mandate is never collected on again (the member's wish, or a return that voids it).
  retired_at timestamptz,
  retired_reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (club_id, id),
  UNIQUE (club_id, reference),
  FOREIGN KEY (club_id, account_id) REFERENCES accounts (club_id, id),
  FOREIGN KEY (club_id, bank_account_id) REFERENCES direct_debit_bank_accounts (club_id, id)
);

-- At most one mandate in force per account: the batch knows which one to collect on.
CREATE UNIQUE INDEX direct_debit_mandates_active_idx ON direct_debit_mandates (club_id, account_id) WHERE retired_at IS NULL;

CREATE TABLE direct_debit_batches (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 200),
  collection_date date NOT NULL,
  status text NOT NULL DEFAULT 'AWAITING_APPROVAL' CHECK (status IN ('AWAITING_APPROVAL', 'APPROVED', 'REJECTED', 'SENT_TO_BANK')),
  created_by bigint NOT NULL,
  approved_by bigint,
  -- Who rejected or approved it and when; the approval is the step the second staff member takes.
  decided_at timestamptz,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (club_id, id),
  FOREIGN KEY (club_id, created_by) REFERENCES accounts (club_id, id),
  FOREIGN KEY (club_id, approved_by) REFERENCES accounts (club_id, id)
);

CREATE INDEX direct_debit_batches_status_idx ON direct_debit_batches (club_id, status, id DESC);

-- What the file carries is copied when the batch is built (name, IBAN, mandate), so an approved batch
-- exports the same file however the account changes afterwards.
CREATE TABLE direct_debit_batch_items (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  batch_id bigint NOT NULL,
  invoice_id bigint NOT NULL,
  account_id bigint NOT NULL,
  mandate_id bigint NOT NULL,
  amount numeric(20, 2) NOT NULL CHECK (amount > 0),
  end_to_end_id text NOT NULL,
  sequence_type text NOT NULL CHECK (sequence_type IN ('FRST', 'RCUR')),
  debtor_name text NOT NULL,
  iban text NOT NULL,
  bic text NOT NULL DEFAULT '',
  mandate_reference text NOT NULL,
  mandate_signature_date date NOT NULL,
  -- True while the item holds its invoice: false once its batch is rejected or the bank returned it, so the
  -- invoice may go into another batch. The partial unique index keeps an invoice in one open batch.
  holds_invoice boolean NOT NULL DEFAULT true,
  UNIQUE (club_id, id),
  UNIQUE (club_id, batch_id, end_to_end_id),
  FOREIGN KEY (club_id, batch_id) REFERENCES direct_debit_batches (club_id, id) ON DELETE CASCADE,
  FOREIGN KEY (club_id, invoice_id) REFERENCES finance_invoices (club_id, id),
  FOREIGN KEY (club_id, account_id) REFERENCES accounts (club_id, id),
  FOREIGN KEY (club_id, mandate_id) REFERENCES direct_debit_mandates (club_id, id)
);

CREATE INDEX direct_debit_batch_items_batch_idx ON direct_debit_batch_items (club_id, batch_id, id);
CREATE UNIQUE INDEX direct_debit_batch_items_open_invoice_idx ON direct_debit_batch_items (club_id, invoice_id) WHERE holds_invoice;

-- A bank's return of a collected item (R-transaction): recorded once per item and reason code, so importing
-- the same return again changes nothing.
CREATE TABLE direct_debit_returns (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  batch_item_id bigint NOT NULL,
  reason_code text NOT NULL CHECK (reason_code ~ '^[A-Z]{2}[0-9]{2}$'),
  return_date date NOT NULL,
  amount numeric(20, 2) NOT NULL CHECK (amount > 0),
  fee_invoice_id bigint,
  recorded_by bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (club_id, id),
  UNIQUE (club_id, batch_item_id, reason_code),
  FOREIGN KEY (club_id, batch_item_id) REFERENCES direct_debit_batch_items (club_id, id),
  FOREIGN KEY (club_id, fee_invoice_id) REFERENCES finance_invoices (club_id, id),
  FOREIGN KEY (club_id, recorded_by) REFERENCES accounts (club_id, id)
);
