-- Expenses (issue 22): what the club buys from its suppliers (business relations), with net and VAT amounts, the
-- business-use share, a GL account and cost centre, and the supplier's document. Documents are private: kept in
-- the database like images, but served only to staff with finance.expenses.view, never at a public URL.

CREATE TABLE finance_expense_documents (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 200),
  content_type text NOT NULL CHECK (content_type IN ('application/pdf', 'image/jpeg', 'image/png')),
  -- spec section 5: smaller than 5MB
  size integer NOT NULL CHECK (size > 0 AND size < 5242880),
  bytes bytea NOT NULL,
  created_by_account_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (club_id, id),
  FOREIGN KEY (club_id, created_by_account_id) REFERENCES accounts (club_id, id)
);

CREATE TABLE finance_expenses (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  expense_date date NOT NULL,
  relations_business_id bigint NOT NULL,
  summary text NOT NULL CHECK (length(summary) BETWEEN 1 AND 500),
  -- a supplier's credit note is a negative expense
  net_amount numeric(20, 2) NOT NULL,
  vat_amount numeric(20, 2) NOT NULL,
  business_share numeric(5, 2) NOT NULL CHECK (business_share BETWEEN 0 AND 100),
  finance_gl_account_id bigint,
  finance_cost_centre_id bigint,
  -- one document belongs to one expense
  finance_expense_document_id bigint UNIQUE,
  created_by_account_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (club_id, id),
  FOREIGN KEY (club_id, relations_business_id) REFERENCES relations_businesses (club_id, id),
  FOREIGN KEY (club_id, finance_gl_account_id) REFERENCES finance_gl_accounts (club_id, id),
  FOREIGN KEY (club_id, finance_cost_centre_id) REFERENCES finance_cost_centres (club_id, id),
  FOREIGN KEY (club_id, finance_expense_document_id) REFERENCES finance_expense_documents (club_id, id),
  FOREIGN KEY (club_id, created_by_account_id) REFERENCES accounts (club_id, id)
);

-- The list and its totals: a club's expenses by date, newest first.
CREATE INDEX finance_expenses_club_date_idx ON finance_expenses (club_id, expense_date DESC, id DESC);
