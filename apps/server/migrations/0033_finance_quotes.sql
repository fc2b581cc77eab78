-- Quotes (issue 22): written like an invoice, numbered in a quote group when sent, accepted (into a draft
-- invoice, exactly once), rejected or cancelled; expired is derived (the club's today after its expiry date).
-- Club-owned rows carry club_id and point at each other through (club_id, id).

CREATE TABLE finance_quotes (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  account_id bigint NOT NULL,
  finance_invoice_group_id bigint NOT NULL,
  -- Only a quote group numbers quotes: the foreign key names the group's kind.
  group_kind text NOT NULL DEFAULT 'QUOTE' CHECK (group_kind = 'QUOTE'),
  -- NULL while a draft: sending numbers it in its group and the club-local year.
  quote_number text,
  status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'SENT', 'ACCEPTED', 'REJECTED', 'CANCELLED')),
  summary text NOT NULL DEFAULT '',
  date_created date NOT NULL,
  date_expire date NOT NULL,
  terms text NOT NULL DEFAULT '',
  footer text NOT NULL DEFAULT '',
  subtotal numeric(20, 2) NOT NULL,
  tax numeric(20, 2) NOT NULL,
  total numeric(20, 2) NOT NULL,
  -- The draft invoice an accepted quote became; one quote, one invoice.
  finance_invoice_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (club_id, id),
  UNIQUE (club_id, quote_number),
  UNIQUE (club_id, finance_invoice_id),
  FOREIGN KEY (club_id, account_id) REFERENCES accounts (club_id, id),
  FOREIGN KEY (club_id, group_kind, finance_invoice_group_id) REFERENCES finance_invoice_groups (club_id, kind, id),
  FOREIGN KEY (club_id, finance_invoice_id) REFERENCES finance_invoices (club_id, id),
  CHECK (status = 'DRAFT' OR status = 'CANCELLED' OR quote_number IS NOT NULL),
  CHECK ((status = 'ACCEPTED') = (finance_invoice_id IS NOT NULL)),
  CHECK (date_expire >= date_created)
);

CREATE INDEX finance_quotes_status_idx ON finance_quotes (club_id, status, date_created DESC);
CREATE INDEX finance_quotes_account_idx ON finance_quotes (club_id, account_id, date_created DESC);

CREATE TABLE finance_quote_items (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  finance_quote_id bigint NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  product_name text NOT NULL,
  description text NOT NULL DEFAULT '',
  quantity numeric(20, 2) NOT NULL CHECK (quantity > 0),
  price numeric(20, 2) NOT NULL,
  -- The rate, GL account and cost centre with what they were when the line was saved (as an invoice line).
  finance_tax_rate_id bigint,
  tax_percentage numeric(6, 3) NOT NULL DEFAULT 0,
  tax_rate_type text NOT NULL DEFAULT 'IN' CHECK (tax_rate_type IN ('IN', 'EX')),
  finance_gl_account_id bigint,
  gl_account_code text NOT NULL DEFAULT '',
  finance_cost_centre_id bigint,
  cost_centre_code text NOT NULL DEFAULT '',
  subtotal numeric(20, 2) NOT NULL,
  tax numeric(20, 2) NOT NULL,
  total numeric(20, 2) NOT NULL,
  UNIQUE (club_id, id),
  FOREIGN KEY (club_id, finance_quote_id) REFERENCES finance_quotes (club_id, id) ON DELETE CASCADE,
  FOREIGN KEY (club_id, finance_tax_rate_id) REFERENCES finance_tax_rates (club_id, id),
  FOREIGN KEY (club_id, finance_gl_account_id) REFERENCES finance_gl_accounts (club_id, id),
  FOREIGN KEY (club_id, finance_cost_centre_id) REFERENCES finance_cost_centres (club_id, id)
);

CREATE INDEX finance_quote_items_quote_idx ON finance_quote_items (club_id, finance_quote_id, sort_order);
