-- Direct debit category batches (issue 22): the club's batch categories (Finance → Batch categories), the amounts
-- staff set on an account per category for one month or every month of a period, and batches that collect the
-- amounts of a month per account instead of open invoices. A category batch's item has no invoice until the batch
-- is sent to the bank: then one invoice per item is issued and paid in the same transaction (docs/direct-debit.md),
-- in the default group of a new kind of sale, CATEGORY_BATCH, which existing clubs start with in their desk sales
-- group (as 0034 did for return fees). Months are 'YYYY-MM' texts: they sort and compare as the months do.

CREATE TABLE direct_debit_categories (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 500),
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (club_id, id)
);

CREATE INDEX direct_debit_categories_list_idx ON direct_debit_categories (club_id, archived, name);

-- One month (last_month = first_month, not recurring) or every month from first_month, until last_month when set.
CREATE TABLE direct_debit_account_amounts (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  account_id bigint NOT NULL,
  category_id bigint NOT NULL,
  amount numeric(20, 2) NOT NULL CHECK (amount > 0),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 200),
  recurring boolean NOT NULL,
  first_month text NOT NULL CHECK (first_month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  last_month text CHECK (last_month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$' AND last_month >= first_month),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (club_id, id),
  CHECK (recurring OR last_month = first_month),
  FOREIGN KEY (club_id, account_id) REFERENCES accounts (club_id, id),
  FOREIGN KEY (club_id, category_id) REFERENCES direct_debit_categories (club_id, id)
);

CREATE INDEX direct_debit_account_amounts_account_idx ON direct_debit_account_amounts (club_id, account_id, id);
CREATE INDEX direct_debit_account_amounts_category_idx ON direct_debit_account_amounts (club_id, category_id, first_month);

-- A category batch collects the amounts of its month (NULL: a batch of open invoices) of its categories.
ALTER TABLE direct_debit_batches ADD COLUMN category_month text CHECK (category_month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$');

CREATE TABLE direct_debit_batch_categories (
  club_id bigint NOT NULL REFERENCES clubs(id),
  batch_id bigint NOT NULL,
  category_id bigint NOT NULL,
  PRIMARY KEY (club_id, batch_id, category_id),
  FOREIGN KEY (club_id, batch_id) REFERENCES direct_debit_batches (club_id, id) ON DELETE CASCADE,
  FOREIGN KEY (club_id, category_id) REFERENCES direct_debit_categories (club_id, id)
);

-- A category batch's item has its invoice once the batch is sent to the bank; what the file's remittance says.
ALTER TABLE direct_debit_batch_items ALTER COLUMN invoice_id DROP NOT NULL;
ALTER TABLE direct_debit_batch_items ADD COLUMN remittance text NOT NULL DEFAULT '' CHECK (length(remittance) <= 140);

-- The amounts an item collects. While the item holds them (not rejected, not taken out) no other batch collects
-- the same amount for the same month: the partial unique index, as for invoices.
CREATE TABLE direct_debit_batch_item_amounts (
  club_id bigint NOT NULL REFERENCES clubs(id),
  batch_item_id bigint NOT NULL,
  account_amount_id bigint NOT NULL,
  month text NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  amount numeric(20, 2) NOT NULL CHECK (amount > 0),
  holds_amount boolean NOT NULL DEFAULT true,
  PRIMARY KEY (club_id, batch_item_id, account_amount_id),
  FOREIGN KEY (club_id, batch_item_id) REFERENCES direct_debit_batch_items (club_id, id) ON DELETE CASCADE,
  FOREIGN KEY (club_id, account_amount_id) REFERENCES direct_debit_account_amounts (club_id, id)
);

CREATE UNIQUE INDEX direct_debit_batch_item_amounts_open_idx ON direct_debit_batch_item_amounts (club_id, account_amount_id, month) WHERE holds_amount;

ALTER TABLE finance_invoice_group_defaults DROP CONSTRAINT finance_invoice_group_defaults_sale_kind_check;
ALTER TABLE finance_invoice_group_defaults ADD CONSTRAINT finance_invoice_group_defaults_sale_kind_check
  CHECK (sale_kind IN ('CLASSPASS', 'DROPIN', 'TRIAL', 'SUBSCRIPTION', 'MEMBERSHIP', 'EVENT_TICKET', 'PRODUCT', 'SHOP_SALES', 'DESK_SALES', 'RETURN_FEE', 'CATEGORY_BATCH'));

INSERT INTO finance_invoice_group_defaults (club_id, sale_kind, finance_invoice_group_id)
SELECT club_id, 'CATEGORY_BATCH', finance_invoice_group_id FROM finance_invoice_group_defaults WHERE sale_kind = 'DESK_SALES';
