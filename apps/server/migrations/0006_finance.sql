-- Finance (issue 8): tax rates, payment methods, invoice groups, shop orders with their items, and invoices
-- with their items and payments. Every row is club-owned; foreign keys go through (club_id, id), so a row
-- can never point at another club's row. Money is numeric, never a float.

-- The club's address is printed on its invoices.
ALTER TABLE clubs ADD COLUMN address text NOT NULL DEFAULT '';

-- Targets of the club-scoped foreign keys below.
ALTER TABLE accounts ADD CONSTRAINT accounts_club_id_id_key UNIQUE (club_id, id);
ALTER TABLE organization_classpasses ADD CONSTRAINT organization_classpasses_club_id_id_key UNIQUE (club_id, id);
ALTER TABLE schedule_items ADD CONSTRAINT schedule_items_club_id_id_key UNIQUE (club_id, id);
ALTER TABLE account_classpasses ADD CONSTRAINT account_classpasses_club_id_id_key UNIQUE (club_id, id);

CREATE TABLE finance_tax_rates (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  percentage numeric(6, 3) NOT NULL CHECK (percentage >= 0 AND percentage < 1000),
  -- IN: prices include the tax; EX: the tax comes on top of the price.
  rate_type text NOT NULL CHECK (rate_type IN ('IN', 'EX')),
  code text NOT NULL DEFAULT '',
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (club_id, id)
);

ALTER TABLE organization_classpasses ADD COLUMN finance_tax_rate_id bigint;
ALTER TABLE organization_classpasses ADD CONSTRAINT organization_classpasses_tax_rate_fkey
  FOREIGN KEY (club_id, finance_tax_rate_id) REFERENCES finance_tax_rates (club_id, id);

-- System methods carry a code (the payment providers, manual); clubs may add their own without one.
CREATE TABLE finance_payment_methods (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  code text CHECK (code IN ('STRIPE', 'TEST', 'MANUAL', 'CASH', 'WIRE_TRANSFER', 'DIRECT_DEBIT')),
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (club_id, id),
  UNIQUE (club_id, code)
);

-- Numbers are handed out under a row lock on the group (FOR UPDATE), so they never repeat, and a rolled
-- back transaction gives its number back: no gaps.
CREATE TABLE finance_invoice_groups (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  -- SHOP_SALES marks the group shop orders are invoiced in; other groups have none.
  code text CHECK (code IN ('SHOP_SALES')),
  prefix text NOT NULL DEFAULT 'INV' CHECK (length(prefix) <= 20),
  prefix_year boolean NOT NULL DEFAULT true,
  auto_reset_prefix_year boolean NOT NULL DEFAULT true,
  -- The year next_number counts in (auto reset starts at 1 in a new year); NULL until the first invoice.
  year integer CHECK (year BETWEEN 2000 AND 9999),
  next_number integer NOT NULL DEFAULT 1 CHECK (next_number >= 1),
  due_after_days integer NOT NULL DEFAULT 30 CHECK (due_after_days BETWEEN 0 AND 3650),
  terms text NOT NULL DEFAULT '',
  footer text NOT NULL DEFAULT '',
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (club_id, id),
  UNIQUE (club_id, code)
);

CREATE TABLE finance_orders (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  account_id bigint NOT NULL,
  status text NOT NULL CHECK (status IN ('RECEIVED', 'AWAITING_PAYMENT', 'PAID', 'DELIVERED', 'CANCELLED', 'DELIVERY_ERROR')),
  message text NOT NULL DEFAULT '' CHECK (length(message) <= 2000),
  currency text NOT NULL DEFAULT 'EUR' CHECK (currency ~ '^[A-Z]{3}$'),
  subtotal numeric(20, 2) NOT NULL,
  tax numeric(20, 2) NOT NULL,
  total numeric(20, 2) NOT NULL CHECK (total >= 0),
  -- Why delivery failed (DELIVERY_ERROR), for the back office.
  delivery_error text NOT NULL DEFAULT '',
  -- The payment as the provider confirmed it; kept on the order too, so a failed delivery loses nothing.
  payment_method text CHECK (payment_method IN ('STRIPE', 'TEST', 'MANUAL')),
  payment_amount numeric(20, 2),
  payment_reference text,
  paid_at timestamptz,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (club_id, id),
  FOREIGN KEY (club_id, account_id) REFERENCES accounts (club_id, id)
);

CREATE INDEX finance_orders_account_idx ON finance_orders (club_id, account_id, created_at DESC);
CREATE INDEX finance_orders_status_idx ON finance_orders (club_id, status, created_at DESC);

CREATE TABLE finance_order_items (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  finance_order_id bigint NOT NULL,
  organization_classpass_id bigint,
  -- A drop-in or trial pass bought from a class's booking page also books that class on that date.
  schedule_item_id bigint,
  attendance_date date,
  product_name text NOT NULL,
  description text NOT NULL DEFAULT '',
  quantity numeric(20, 2) NOT NULL CHECK (quantity > 0),
  price numeric(20, 2) NOT NULL,
  finance_tax_rate_id bigint,
  tax_percentage numeric(6, 3) NOT NULL DEFAULT 0,
  tax_rate_type text NOT NULL DEFAULT 'IN' CHECK (tax_rate_type IN ('IN', 'EX')),
  subtotal numeric(20, 2) NOT NULL,
  tax numeric(20, 2) NOT NULL,
  total numeric(20, 2) NOT NULL,
  UNIQUE (club_id, id),
  FOREIGN KEY (club_id, finance_order_id) REFERENCES finance_orders (club_id, id) ON DELETE CASCADE,
  FOREIGN KEY (club_id, organization_classpass_id) REFERENCES organization_classpasses (club_id, id),
  FOREIGN KEY (club_id, schedule_item_id) REFERENCES schedule_items (club_id, id),
  FOREIGN KEY (club_id, finance_tax_rate_id) REFERENCES finance_tax_rates (club_id, id),
  CHECK ((schedule_item_id IS NULL) = (attendance_date IS NULL))
);

CREATE INDEX finance_order_items_order_idx ON finance_order_items (club_id, finance_order_id);

CREATE TABLE finance_invoices (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  account_id bigint NOT NULL,
  finance_invoice_group_id bigint NOT NULL,
  -- The shop order it bills, if any: one invoice per order, whatever retries the delivery sees.
  finance_order_id bigint,
  invoice_number text NOT NULL,
  status text NOT NULL CHECK (status IN ('DRAFT', 'SENT', 'PAID', 'OVERDUE', 'CANCELLED')),
  summary text NOT NULL DEFAULT '',
  date_created date NOT NULL,
  date_due date NOT NULL,
  terms text NOT NULL DEFAULT '',
  footer text NOT NULL DEFAULT '',
  currency text NOT NULL DEFAULT 'EUR' CHECK (currency ~ '^[A-Z]{3}$'),
  subtotal numeric(20, 2) NOT NULL,
  tax numeric(20, 2) NOT NULL,
  total numeric(20, 2) NOT NULL,
  paid numeric(20, 2) NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (club_id, id),
  UNIQUE (club_id, invoice_number),
  UNIQUE (club_id, finance_order_id),
  FOREIGN KEY (club_id, account_id) REFERENCES accounts (club_id, id),
  FOREIGN KEY (club_id, finance_invoice_group_id) REFERENCES finance_invoice_groups (club_id, id),
  FOREIGN KEY (club_id, finance_order_id) REFERENCES finance_orders (club_id, id),
  CHECK (date_due >= date_created)
);

CREATE INDEX finance_invoices_account_idx ON finance_invoices (club_id, account_id, date_created DESC);
CREATE INDEX finance_invoices_status_idx ON finance_invoices (club_id, status, date_created DESC);

CREATE TABLE finance_invoice_items (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  finance_invoice_id bigint NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  product_name text NOT NULL,
  description text NOT NULL DEFAULT '',
  quantity numeric(20, 2) NOT NULL,
  price numeric(20, 2) NOT NULL,
  finance_tax_rate_id bigint,
  tax_percentage numeric(6, 3) NOT NULL DEFAULT 0,
  tax_rate_type text NOT NULL DEFAULT 'IN' CHECK (tax_rate_type IN ('IN', 'EX')),
  subtotal numeric(20, 2) NOT NULL,
  tax numeric(20, 2) NOT NULL,
  total numeric(20, 2) NOT NULL,
  -- What the line sold.
  account_classpass_id bigint,
  UNIQUE (club_id, id),
  FOREIGN KEY (club_id, finance_invoice_id) REFERENCES finance_invoices (club_id, id) ON DELETE CASCADE,
  FOREIGN KEY (club_id, finance_tax_rate_id) REFERENCES finance_tax_rates (club_id, id),
  FOREIGN KEY (club_id, account_classpass_id) REFERENCES account_classpasses (club_id, id)
);

CREATE INDEX finance_invoice_items_invoice_idx ON finance_invoice_items (club_id, finance_invoice_id, sort_order);

CREATE TABLE finance_invoice_payments (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  finance_invoice_id bigint NOT NULL,
  amount numeric(20, 2) NOT NULL,
  date date NOT NULL,
  finance_payment_method_id bigint NOT NULL,
  reference text NOT NULL DEFAULT '',
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (club_id, id),
  FOREIGN KEY (club_id, finance_invoice_id) REFERENCES finance_invoices (club_id, id),
  FOREIGN KEY (club_id, finance_payment_method_id) REFERENCES finance_payment_methods (club_id, id)
);

CREATE INDEX finance_invoice_payments_invoice_idx ON finance_invoice_payments (club_id, finance_invoice_id);

-- Clubs that exist before this migration get what the shop needs: a shop sales group and the system
-- payment methods (their tax rates are theirs to set).
INSERT INTO finance_invoice_groups (club_id, name, code, prefix)
SELECT id, 'Shop sales', 'SHOP_SALES', 'INV' FROM clubs;

INSERT INTO finance_payment_methods (club_id, name, code)
SELECT c.id, m.name, m.code
FROM clubs c
CROSS JOIN (VALUES ('Online payment (Stripe)', 'STRIPE'), ('Online payment (test mode)', 'TEST'), ('Manual', 'MANUAL'),
                   ('Cash', 'CASH'), ('Wire transfer', 'WIRE_TRANSFER'), ('Direct debit', 'DIRECT_DEBIT')) AS m(name, code);
