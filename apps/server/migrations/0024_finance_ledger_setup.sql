-- Finance set-up (issue 22): tax rates that are replaced rather than changed once used, GL accounts and cost
-- centres, card at the desk as a system payment method, quote groups beside invoice groups, and the default
-- group of each kind of sale (desk sales get their own, with their own terms). Club-owned rows carry club_id
-- and point at each other through (club_id, id).

-- A used rate keeps its percentage for good: a new rate replaces it, and the old one, archived, names it.
ALTER TABLE finance_tax_rates ADD COLUMN replaced_by_id bigint;
ALTER TABLE finance_tax_rates ADD CONSTRAINT finance_tax_rates_replaced_by_fkey
  FOREIGN KEY (club_id, replaced_by_id) REFERENCES finance_tax_rates (club_id, id);

CREATE TABLE finance_gl_accounts (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  code text NOT NULL CHECK (length(code) BETWEEN 1 AND 50),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (club_id, id),
  UNIQUE (club_id, code)
);

CREATE TABLE finance_cost_centres (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  code text NOT NULL CHECK (length(code) BETWEEN 1 AND 50),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (club_id, id),
  UNIQUE (club_id, code)
);

-- Card at the desk joins the system methods.
ALTER TABLE finance_payment_methods DROP CONSTRAINT finance_payment_methods_code_check;
ALTER TABLE finance_payment_methods ADD CONSTRAINT finance_payment_methods_code_check
  CHECK (code IN ('STRIPE', 'TEST', 'MANUAL', 'CASH', 'CARD_DESK', 'WIRE_TRANSFER', 'DIRECT_DEBIT'));
INSERT INTO finance_payment_methods (club_id, name, code) SELECT id, 'Card at the desk', 'CARD_DESK' FROM clubs;

-- Quote groups number quotes as invoice groups number invoices; (club_id, kind, id) lets a row that needs a
-- group of one kind say so in its foreign key. Two groups of a kind with one prefix would hand out the same numbers.
ALTER TABLE finance_invoice_groups ADD COLUMN kind text NOT NULL DEFAULT 'INVOICE' CHECK (kind IN ('INVOICE', 'QUOTE'));
ALTER TABLE finance_invoice_groups ADD CONSTRAINT finance_invoice_groups_club_kind_id_key UNIQUE (club_id, kind, id);
ALTER TABLE finance_invoice_groups ADD CONSTRAINT finance_invoice_groups_club_kind_prefix_key UNIQUE (club_id, kind, prefix);

-- The invoice group each kind of sale is invoiced in; a kind without a row cannot be sold (a set-up error).
CREATE TABLE finance_invoice_group_defaults (
  club_id bigint NOT NULL REFERENCES clubs(id),
  sale_kind text NOT NULL CHECK (sale_kind IN ('CLASSPASS', 'DROPIN', 'TRIAL', 'SUBSCRIPTION', 'MEMBERSHIP', 'EVENT_TICKET', 'PRODUCT', 'SHOP_SALES', 'DESK_SALES')),
  group_kind text NOT NULL DEFAULT 'INVOICE' CHECK (group_kind = 'INVOICE'),
  finance_invoice_group_id bigint NOT NULL,
  PRIMARY KEY (club_id, sale_kind),
  FOREIGN KEY (club_id, group_kind, finance_invoice_group_id) REFERENCES finance_invoice_groups (club_id, kind, id)
);

-- Existing clubs: desk sales move to a group of their own (the shop group's terms say "paid online"), and
-- every other kind stays in the shop sales group, as before.
INSERT INTO finance_invoice_groups (club_id, name, prefix, terms)
SELECT id, 'Desk sales', 'DESK', 'Open for payment at the desk.' FROM clubs;

INSERT INTO finance_invoice_group_defaults (club_id, sale_kind, finance_invoice_group_id)
SELECT g.club_id, k.sale_kind, g.id
FROM finance_invoice_groups g
CROSS JOIN (VALUES ('CLASSPASS'), ('DROPIN'), ('TRIAL'), ('SUBSCRIPTION'), ('MEMBERSHIP'), ('EVENT_TICKET'), ('PRODUCT'), ('SHOP_SALES')) AS k(sale_kind)
WHERE g.code = 'SHOP_SALES';

INSERT INTO finance_invoice_group_defaults (club_id, sale_kind, finance_invoice_group_id)
SELECT club_id, 'DESK_SALES', id FROM finance_invoice_groups WHERE prefix = 'DESK' AND kind = 'INVOICE';

-- The defaults now say which group is the shop's.
ALTER TABLE finance_invoice_groups DROP COLUMN code;
