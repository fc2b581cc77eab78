-- Subscriptions and memberships (issue 23, docs/domain-notes.md "Subscriptions" to "Monthly jobs"): the products
-- (Organization → Subscriptions, Memberships), a member's subscriptions with their pauses, blocks and credits, a
-- member's memberships, and what links them to bookings and invoices. Every row carries its club's id and points
-- at its club's rows through (club_id, id). Months are 'YYYY-MM' texts (they sort and compare as months do).
--
-- Overlap is refused by the database: EXCLUDE USING gist over ranges. A one-point int8range stands for the product
-- or subscription id (`&&` of two such ranges is equality), so the constraints need no btree_gist extension and run
-- the same on PostgreSQL and on PGlite.

-- The club's rules for subscriptions beside the pause and credit settings it has (0001): the day of the month the
-- monthly credits and invoices run on their own (in the club's zone), the days a failed subscription payment may stay
-- open before booking is blocked, the days of notice a member gives before pausing in the portal, and whether the
-- registration fee is charged once per account (the default) or once per subscription.
ALTER TABLE clubs
  ADD COLUMN subscription_run_day integer NOT NULL DEFAULT 1 CHECK (subscription_run_day BETWEEN 1 AND 28),
  ADD COLUMN subscription_grace_days integer NOT NULL DEFAULT 14 CHECK (subscription_grace_days BETWEEN 0 AND 365),
  ADD COLUMN pause_notice_days integer NOT NULL DEFAULT 0 CHECK (pause_notice_days BETWEEN 0 AND 365),
  ADD COLUMN registration_fee_per text NOT NULL DEFAULT 'ACCOUNT' CHECK (registration_fee_per IN ('ACCOUNT', 'SUBSCRIPTION'));

CREATE TABLE organization_memberships (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  -- sanitised HTML
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 20000),
  price numeric(20, 2) NOT NULL CHECK (price >= 0),
  validity integer NOT NULL CHECK (validity BETWEEN 1 AND 1000),
  validity_unit text NOT NULL CHECK (validity_unit IN ('DAYS', 'WEEKS', 'MONTHS', 'YEARS')),
  terms text NOT NULL DEFAULT '' CHECK (length(terms) <= 20000),
  renewal boolean NOT NULL DEFAULT false,
  -- how many days before the end the next period is made and invoiced (after a notice mail)
  renewal_days_before integer NOT NULL DEFAULT 14 CHECK (renewal_days_before BETWEEN 0 AND 365),
  finance_tax_rate_id bigint,
  finance_gl_account_id bigint,
  finance_cost_centre_id bigint,
  display_public boolean NOT NULL DEFAULT true,
  display_shop boolean NOT NULL DEFAULT true,
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (club_id, id),
  FOREIGN KEY (club_id, finance_tax_rate_id) REFERENCES finance_tax_rates (club_id, id),
  FOREIGN KEY (club_id, finance_gl_account_id) REFERENCES finance_gl_accounts (club_id, id),
  FOREIGN KEY (club_id, finance_cost_centre_id) REFERENCES finance_cost_centres (club_id, id)
);

CREATE INDEX organization_memberships_list_idx ON organization_memberships (club_id, archived, name);

CREATE TABLE organization_subscriptions (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  -- sanitised HTML
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 20000),
  -- how credits accrue; billing is always per calendar month
  subscription_unit text NOT NULL CHECK (subscription_unit IN ('MONTH', 'WEEK')),
  classes integer NOT NULL DEFAULT 0 CHECK (classes BETWEEN 0 AND 1000),
  unlimited boolean NOT NULL DEFAULT false,
  -- optional fair-use cap of an unlimited subscription: classes a day
  daily_cap integer CHECK (daily_cap BETWEEN 1 AND 100),
  registration_fee numeric(20, 2) NOT NULL DEFAULT 0 CHECK (registration_fee >= 0),
  minimum_duration_months integer NOT NULL DEFAULT 0 CHECK (minimum_duration_months BETWEEN 0 AND 120),
  notice_period integer NOT NULL DEFAULT 0 CHECK (notice_period BETWEEN 0 AND 366),
  notice_unit text NOT NULL DEFAULT 'DAYS' CHECK (notice_unit IN ('DAYS', 'MONTHS')),
  -- MONTHLY: after the minimum it runs on and is cancellable monthly; TERM: it renews for another minimum term
  renewal_mode text NOT NULL DEFAULT 'MONTHLY' CHECK (renewal_mode IN ('MONTHLY', 'TERM')),
  -- classes bookable ahead of next month's credits
  reconcile_later_classes integer NOT NULL DEFAULT 0 CHECK (reconcile_later_classes BETWEEN 0 AND 100),
  -- NULL: the club's credit validity (settings)
  credit_validity_days integer CHECK (credit_validity_days BETWEEN 1 AND 3660),
  required_membership_id bigint,
  finance_tax_rate_id bigint,
  finance_gl_account_id bigint,
  finance_cost_centre_id bigint,
  display_public boolean NOT NULL DEFAULT true,
  display_shop boolean NOT NULL DEFAULT true,
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (club_id, id),
  CHECK (unlimited OR classes >= 1),
  CHECK (unlimited OR daily_cap IS NULL),
  FOREIGN KEY (club_id, required_membership_id) REFERENCES organization_memberships (club_id, id),
  FOREIGN KEY (club_id, finance_tax_rate_id) REFERENCES finance_tax_rates (club_id, id),
  FOREIGN KEY (club_id, finance_gl_account_id) REFERENCES finance_gl_accounts (club_id, id),
  FOREIGN KEY (club_id, finance_cost_centre_id) REFERENCES finance_cost_centres (club_id, id)
);

CREATE INDEX organization_subscriptions_list_idx ON organization_subscriptions (club_id, archived, name);

-- Dated prices that never overlap (an open end runs on). A month is billed at the price valid on its first billable day.
CREATE TABLE organization_subscription_prices (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  organization_subscription_id bigint NOT NULL,
  price numeric(20, 2) NOT NULL CHECK (price >= 0),
  date_start date NOT NULL,
  date_end date,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (club_id, id),
  CHECK (date_end IS NULL OR date_end >= date_start),
  FOREIGN KEY (club_id, organization_subscription_id) REFERENCES organization_subscriptions (club_id, id) ON DELETE CASCADE,
  CONSTRAINT organization_subscription_prices_no_overlap EXCLUDE USING gist (
    int8range(organization_subscription_id, organization_subscription_id, '[]') WITH &&,
    daterange(date_start, date_end, '[]') WITH &&
  )
);

CREATE INDEX organization_subscription_prices_product_idx ON organization_subscription_prices (club_id, organization_subscription_id, date_start);

CREATE TABLE organization_subscription_groups (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 2000),
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (club_id, id)
);

CREATE TABLE organization_subscription_group_subscriptions (
  club_id bigint NOT NULL REFERENCES clubs(id),
  organization_subscription_group_id bigint NOT NULL,
  organization_subscription_id bigint NOT NULL,
  PRIMARY KEY (club_id, organization_subscription_group_id, organization_subscription_id),
  FOREIGN KEY (club_id, organization_subscription_group_id) REFERENCES organization_subscription_groups (club_id, id) ON DELETE CASCADE,
  FOREIGN KEY (club_id, organization_subscription_id) REFERENCES organization_subscriptions (club_id, id) ON DELETE CASCADE
);

CREATE INDEX organization_subscription_group_subscriptions_product_idx
  ON organization_subscription_group_subscriptions (club_id, organization_subscription_id);

-- Which subscription groups may use a class: attend (staff and the desk), shop_book (members online), enroll.
-- The spec's settings rule: attend stays on when enroll or shop_book is set.
CREATE TABLE schedule_item_organization_subscription_groups (
  club_id bigint NOT NULL REFERENCES clubs(id),
  schedule_item_id bigint NOT NULL,
  organization_subscription_group_id bigint NOT NULL,
  attend boolean NOT NULL DEFAULT false,
  shop_book boolean NOT NULL DEFAULT false,
  enroll boolean NOT NULL DEFAULT false,
  PRIMARY KEY (club_id, schedule_item_id, organization_subscription_group_id),
  CHECK (attend OR NOT (shop_book OR enroll)),
  FOREIGN KEY (club_id, schedule_item_id) REFERENCES schedule_items (club_id, id) ON DELETE CASCADE,
  FOREIGN KEY (club_id, organization_subscription_group_id) REFERENCES organization_subscription_groups (club_id, id) ON DELETE CASCADE
);

CREATE INDEX schedule_item_organization_subscription_groups_group_idx
  ON schedule_item_organization_subscription_groups (club_id, organization_subscription_group_id);

CREATE TABLE account_memberships (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  account_id bigint NOT NULL,
  organization_membership_id bigint NOT NULL,
  date_start date NOT NULL,
  date_end date NOT NULL,
  -- the period this one renews: each period is renewed at most once
  renewed_from_id bigint,
  note text NOT NULL DEFAULT '' CHECK (length(note) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (club_id, id),
  UNIQUE (club_id, renewed_from_id),
  CHECK (date_end >= date_start),
  FOREIGN KEY (club_id, account_id) REFERENCES accounts (club_id, id),
  FOREIGN KEY (club_id, organization_membership_id) REFERENCES organization_memberships (club_id, id),
  FOREIGN KEY (club_id, renewed_from_id) REFERENCES account_memberships (club_id, id)
);

CREATE INDEX account_memberships_account_idx ON account_memberships (club_id, account_id, date_start);
CREATE INDEX account_memberships_end_idx ON account_memberships (club_id, date_end);

CREATE TABLE account_subscriptions (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  account_id bigint NOT NULL,
  organization_subscription_id bigint NOT NULL,
  date_start date NOT NULL,
  -- the stop: the last day; NULL runs on
  date_end date,
  stop_reason text NOT NULL DEFAULT '' CHECK (length(stop_reason) <= 500),
  finance_payment_method_id bigint,
  direct_debit_mandate_id bigint,
  -- a kept price (e.g. the old price when the product's rises); NULL: the product's dated price
  price_override numeric(20, 2) CHECK (price_override >= 0),
  note text NOT NULL DEFAULT '' CHECK (length(note) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (club_id, id),
  CHECK (date_end IS NULL OR date_end >= date_start),
  FOREIGN KEY (club_id, account_id) REFERENCES accounts (club_id, id),
  FOREIGN KEY (club_id, organization_subscription_id) REFERENCES organization_subscriptions (club_id, id),
  FOREIGN KEY (club_id, finance_payment_method_id) REFERENCES finance_payment_methods (club_id, id),
  FOREIGN KEY (club_id, direct_debit_mandate_id) REFERENCES direct_debit_mandates (club_id, id)
);

CREATE INDEX account_subscriptions_account_idx ON account_subscriptions (club_id, account_id, date_start);
CREATE INDEX account_subscriptions_running_idx ON account_subscriptions (club_id, date_start, date_end);

-- A month's own price for one subscription (0: that month is skipped).
CREATE TABLE account_subscription_month_prices (
  club_id bigint NOT NULL REFERENCES clubs(id),
  account_subscription_id bigint NOT NULL,
  month text NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  price numeric(20, 2) NOT NULL CHECK (price >= 0),
  PRIMARY KEY (club_id, account_subscription_id, month),
  FOREIGN KEY (club_id, account_subscription_id) REFERENCES account_subscriptions (club_id, id) ON DELETE CASCADE
);

-- A club closure pauses (or extends) every subscription and membership of a location for a range, undoably.
CREATE TABLE club_closures (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  organization_location_id bigint NOT NULL,
  date_start date NOT NULL,
  date_end date NOT NULL,
  reason text NOT NULL DEFAULT '' CHECK (length(reason) <= 500),
  created_by_account_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  undone_at timestamptz,
  UNIQUE (club_id, id),
  CHECK (date_end >= date_start),
  FOREIGN KEY (club_id, organization_location_id) REFERENCES organization_locations (club_id, id),
  FOREIGN KEY (club_id, created_by_account_id) REFERENCES accounts (club_id, id)
);

-- The days a closure added to a membership's end (undoing the closure takes them off again).
CREATE TABLE club_closure_membership_extensions (
  club_id bigint NOT NULL REFERENCES clubs(id),
  club_closure_id bigint NOT NULL,
  account_membership_id bigint NOT NULL,
  days integer NOT NULL CHECK (days BETWEEN 1 AND 3660),
  PRIMARY KEY (club_id, club_closure_id, account_membership_id),
  FOREIGN KEY (club_id, club_closure_id) REFERENCES club_closures (club_id, id),
  FOREIGN KEY (club_id, account_membership_id) REFERENCES account_memberships (club_id, id)
);

CREATE TABLE account_subscription_pauses (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  account_subscription_id bigint NOT NULL,
  date_start date NOT NULL,
  date_end date NOT NULL,
  reason text NOT NULL DEFAULT '' CHECK (length(reason) <= 500),
  -- set when a club closure made it (undoing the closure removes it)
  club_closure_id bigint,
  created_by_account_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (club_id, id),
  CHECK (date_end >= date_start),
  FOREIGN KEY (club_id, account_subscription_id) REFERENCES account_subscriptions (club_id, id) ON DELETE CASCADE,
  FOREIGN KEY (club_id, club_closure_id) REFERENCES club_closures (club_id, id),
  FOREIGN KEY (club_id, created_by_account_id) REFERENCES accounts (club_id, id),
  CONSTRAINT account_subscription_pauses_no_overlap EXCLUDE USING gist (
    int8range(account_subscription_id, account_subscription_id, '[]') WITH &&,
    daterange(date_start, date_end, '[]') WITH &&
  )
);

CREATE INDEX account_subscription_pauses_closure_idx ON account_subscription_pauses (club_id, club_closure_id) WHERE club_closure_id IS NOT NULL;

-- A block (e.g. unpaid invoices) stops booking and check-in only; billing goes on. An open end blocks until lifted.
CREATE TABLE account_subscription_blocks (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  account_subscription_id bigint NOT NULL,
  date_start date NOT NULL,
  date_end date,
  reason text NOT NULL DEFAULT '' CHECK (length(reason) <= 500),
  created_by_account_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (club_id, id),
  CHECK (date_end IS NULL OR date_end >= date_start),
  FOREIGN KEY (club_id, account_subscription_id) REFERENCES account_subscriptions (club_id, id) ON DELETE CASCADE,
  FOREIGN KEY (club_id, created_by_account_id) REFERENCES accounts (club_id, id)
);

CREATE INDEX account_subscription_blocks_subscription_idx ON account_subscription_blocks (club_id, account_subscription_id, date_start);

-- Credits come in grants: the month's grant (once per subscription and month: the partial unique index) or one a
-- staff member adds. A credit is spent by the attendance that names its grant; a returned credit's attendance no
-- longer names it. WEEK units carry the fraction of a credit to the next month in sevenths (classes × days / 7).
CREATE TABLE account_subscription_credits (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  account_subscription_id bigint NOT NULL,
  kind text NOT NULL CHECK (kind IN ('MONTHLY', 'MANUAL')),
  -- the month the credits are for: usable for classes from its first day until expires_on
  month text NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  amount integer NOT NULL CHECK (amount BETWEEN 0 AND 100000),
  expires_on date NOT NULL,
  carry_sevenths integer NOT NULL DEFAULT 0 CHECK (carry_sevenths BETWEEN 0 AND 6),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 500),
  automation_job_id uuid,
  created_by_account_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (club_id, id),
  FOREIGN KEY (club_id, account_subscription_id) REFERENCES account_subscriptions (club_id, id) ON DELETE CASCADE,
  FOREIGN KEY (club_id, created_by_account_id) REFERENCES accounts (club_id, id)
);

CREATE UNIQUE INDEX account_subscription_credits_month_key ON account_subscription_credits (club_id, account_subscription_id, month)
  WHERE kind = 'MONTHLY';
CREATE INDEX account_subscription_credits_usable_idx ON account_subscription_credits (club_id, account_subscription_id, expires_on, id);

-- Each subscription month is invoiced at most once: the line that billed it (a credit note for paused or stopped
-- days credits part of it and leaves this row).
CREATE TABLE account_subscription_invoiced_months (
  club_id bigint NOT NULL REFERENCES clubs(id),
  account_subscription_id bigint NOT NULL,
  month text NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  finance_invoice_id bigint NOT NULL,
  finance_invoice_item_id bigint NOT NULL,
  billed_days integer NOT NULL CHECK (billed_days BETWEEN 0 AND 31),
  automation_job_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (club_id, account_subscription_id, month),
  FOREIGN KEY (club_id, account_subscription_id) REFERENCES account_subscriptions (club_id, id),
  -- deleting a draft invoice un-bills its month
  FOREIGN KEY (club_id, finance_invoice_id) REFERENCES finance_invoices (club_id, id) ON DELETE CASCADE,
  FOREIGN KEY (club_id, finance_invoice_item_id) REFERENCES finance_invoice_items (club_id, id) ON DELETE CASCADE
);

-- Invoice lines name what they bill: a subscription's month or its registration fee, or a membership period.
ALTER TABLE finance_invoice_items
  ADD COLUMN account_subscription_id bigint,
  ADD COLUMN subscription_month text CHECK (subscription_month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  ADD COLUMN registration_fee boolean NOT NULL DEFAULT false,
  ADD COLUMN account_membership_id bigint,
  ADD CONSTRAINT finance_invoice_items_subscription_fkey FOREIGN KEY (club_id, account_subscription_id) REFERENCES account_subscriptions (club_id, id),
  ADD CONSTRAINT finance_invoice_items_membership_fkey FOREIGN KEY (club_id, account_membership_id) REFERENCES account_memberships (club_id, id),
  ADD CONSTRAINT finance_invoice_items_registration_fee_check CHECK (NOT registration_fee OR account_subscription_id IS NOT NULL);

CREATE INDEX finance_invoice_items_subscription_idx ON finance_invoice_items (club_id, account_subscription_id) WHERE account_subscription_id IS NOT NULL;
CREATE INDEX finance_invoice_items_membership_idx ON finance_invoice_items (club_id, account_membership_id) WHERE account_membership_id IS NOT NULL;

-- A subscription booking names its subscription, and the grant whose credit it spends (NULL: unlimited, an
-- advance credit not yet reconciled, or a returned credit).
ALTER TABLE schedule_item_attendances
  ADD COLUMN account_subscription_id bigint,
  ADD COLUMN account_subscription_credit_id bigint,
  -- booked ahead of its month's credits (the product's reconcile-later allowance) and not yet reconciled
  ADD COLUMN advance_credit boolean NOT NULL DEFAULT false,
  ADD CONSTRAINT schedule_item_attendances_subscription_fkey FOREIGN KEY (club_id, account_subscription_id) REFERENCES account_subscriptions (club_id, id),
  ADD CONSTRAINT schedule_item_attendances_credit_fkey FOREIGN KEY (club_id, account_subscription_credit_id) REFERENCES account_subscription_credits (club_id, id),
  ADD CONSTRAINT schedule_item_attendances_subscription_check CHECK (attendance_type <> 'SUBSCRIPTION' OR account_subscription_id IS NOT NULL);

CREATE INDEX schedule_item_attendances_subscription_idx ON schedule_item_attendances (club_id, account_subscription_id, date)
  WHERE account_subscription_id IS NOT NULL;
CREATE INDEX schedule_item_attendances_credit_idx ON schedule_item_attendances (club_id, account_subscription_credit_id)
  WHERE account_subscription_credit_id IS NOT NULL;
