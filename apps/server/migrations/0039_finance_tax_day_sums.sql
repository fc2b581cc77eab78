-- The tax summary's sums per club, issue date and tax rate snapshot (issue 22: a year under 100 ms). Summing a
-- year's stored lines joined to their invoices reads every line of the year (121,000 on the bench club), which no
-- index shortens; these rows hold the same sums per day, so a year reads at most 366 rows per rate. Triggers keep
-- them, whatever writes the lines (a draft's issue, a checkout, a desk sale, a credit note, a return fee), so they
-- stay exactly the sum of the stored line amounts of the issued invoices (SENT, PAID, OVERDUE) of that day. Each
-- statement adds its lines' sums in one step, rows locked in key order. Issued invoices and their lines are never
-- deleted (only drafts are), so a deleted invoice needs no trigger.

CREATE TABLE finance_tax_day_sums (
  club_id bigint NOT NULL REFERENCES clubs(id),
  day date NOT NULL,
  tax_percentage numeric(6, 3) NOT NULL,
  tax_rate_type text NOT NULL CHECK (tax_rate_type IN ('IN', 'EX')),
  -- the number of issued lines summed: a rate shows in the summary when it has one
  lines integer NOT NULL,
  subtotal numeric(20, 2) NOT NULL,
  tax numeric(20, 2) NOT NULL,
  total numeric(20, 2) NOT NULL,
  PRIMARY KEY (club_id, day, tax_percentage, tax_rate_type)
);

-- Adds the signed sums of a statement's lines (rows of club_id, day, tax_percentage, tax_rate_type, sign, subtotal,
-- tax, total) to the day sums.
CREATE FUNCTION finance_tax_day_sums_add(changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO finance_tax_day_sums AS s (club_id, day, tax_percentage, tax_rate_type, lines, subtotal, tax, total)
  SELECT c.club_id, c.day, c.tax_percentage, c.tax_rate_type, sum(c.sign), sum(c.sign * c.subtotal), sum(c.sign * c.tax), sum(c.sign * c.total)
  FROM jsonb_to_recordset(changes) AS c(club_id bigint, day date, tax_percentage numeric, tax_rate_type text, sign integer, subtotal numeric, tax numeric, total numeric)
  GROUP BY c.club_id, c.day, c.tax_percentage, c.tax_rate_type
  ORDER BY c.club_id, c.day, c.tax_percentage, c.tax_rate_type
  ON CONFLICT (club_id, day, tax_percentage, tax_rate_type) DO UPDATE
    SET lines = s.lines + excluded.lines, subtotal = s.subtotal + excluded.subtotal, tax = s.tax + excluded.tax, total = s.total + excluded.total;
END
$$;

-- Lines written, changed or deleted on an issued invoice.
CREATE FUNCTION finance_tax_day_sums_of_lines() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('club_id', l.club_id, 'day', n.date_created, 'tax_percentage', l.tax_percentage, 'tax_rate_type', l.tax_rate_type, 'sign', 1, 'subtotal', l.subtotal, 'tax', l.tax, 'total', l.total))
      INTO changes FROM new_lines l JOIN finance_invoices n ON n.club_id = l.club_id AND n.id = l.finance_invoice_id
      WHERE n.status IN ('SENT', 'PAID', 'OVERDUE');
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(jsonb_build_object('club_id', l.club_id, 'day', n.date_created, 'tax_percentage', l.tax_percentage, 'tax_rate_type', l.tax_rate_type, 'sign', -1, 'subtotal', l.subtotal, 'tax', l.tax, 'total', l.total))
      INTO changes FROM old_lines l JOIN finance_invoices n ON n.club_id = l.club_id AND n.id = l.finance_invoice_id
      WHERE n.status IN ('SENT', 'PAID', 'OVERDUE');
  ELSE
    SELECT jsonb_agg(c) INTO changes FROM (
      SELECT jsonb_build_object('club_id', l.club_id, 'day', n.date_created, 'tax_percentage', l.tax_percentage, 'tax_rate_type', l.tax_rate_type, 'sign', -1, 'subtotal', l.subtotal, 'tax', l.tax, 'total', l.total) AS c
        FROM old_lines l JOIN finance_invoices n ON n.club_id = l.club_id AND n.id = l.finance_invoice_id WHERE n.status IN ('SENT', 'PAID', 'OVERDUE')
      UNION ALL
      SELECT jsonb_build_object('club_id', l.club_id, 'day', n.date_created, 'tax_percentage', l.tax_percentage, 'tax_rate_type', l.tax_rate_type, 'sign', 1, 'subtotal', l.subtotal, 'tax', l.tax, 'total', l.total)
        FROM new_lines l JOIN finance_invoices n ON n.club_id = l.club_id AND n.id = l.finance_invoice_id WHERE n.status IN ('SENT', 'PAID', 'OVERDUE')
    ) AS both_sides;
  END IF;
  IF changes IS NOT NULL THEN PERFORM finance_tax_day_sums_add(changes); END IF;
  RETURN NULL;
END
$$;

-- An invoice issued (its lines now count), or an issued one whose date or issued state changes.
CREATE FUNCTION finance_tax_day_sums_of_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes jsonb;
BEGIN
  SELECT jsonb_agg(c) INTO changes FROM (
    SELECT jsonb_build_object('club_id', l.club_id, 'day', o.date_created, 'tax_percentage', l.tax_percentage, 'tax_rate_type', l.tax_rate_type, 'sign', -1, 'subtotal', l.subtotal, 'tax', l.tax, 'total', l.total) AS c
      FROM old_invoices o JOIN new_invoices n ON n.id = o.id
      JOIN finance_invoice_items l ON l.club_id = o.club_id AND l.finance_invoice_id = o.id
      WHERE o.status IN ('SENT', 'PAID', 'OVERDUE') AND (n.status NOT IN ('SENT', 'PAID', 'OVERDUE') OR n.date_created <> o.date_created)
    UNION ALL
    SELECT jsonb_build_object('club_id', l.club_id, 'day', n.date_created, 'tax_percentage', l.tax_percentage, 'tax_rate_type', l.tax_rate_type, 'sign', 1, 'subtotal', l.subtotal, 'tax', l.tax, 'total', l.total)
      FROM old_invoices o JOIN new_invoices n ON n.id = o.id
      JOIN finance_invoice_items l ON l.club_id = n.club_id AND l.finance_invoice_id = n.id
      WHERE n.status IN ('SENT', 'PAID', 'OVERDUE') AND (o.status NOT IN ('SENT', 'PAID', 'OVERDUE') OR n.date_created <> o.date_created)
  ) AS both_sides;
  IF changes IS NOT NULL THEN PERFORM finance_tax_day_sums_add(changes); END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER finance_tax_day_sums_lines_inserted AFTER INSERT ON finance_invoice_items
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION finance_tax_day_sums_of_lines();
CREATE TRIGGER finance_tax_day_sums_lines_deleted AFTER DELETE ON finance_invoice_items
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION finance_tax_day_sums_of_lines();
CREATE TRIGGER finance_tax_day_sums_lines_updated AFTER UPDATE ON finance_invoice_items
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION finance_tax_day_sums_of_lines();
CREATE TRIGGER finance_tax_day_sums_invoices_updated AFTER UPDATE ON finance_invoices
  REFERENCING OLD TABLE AS old_invoices NEW TABLE AS new_invoices FOR EACH STATEMENT EXECUTE FUNCTION finance_tax_day_sums_of_invoices();

-- The sums of the lines issued before this migration.
INSERT INTO finance_tax_day_sums (club_id, day, tax_percentage, tax_rate_type, lines, subtotal, tax, total)
SELECT i.club_id, n.date_created, i.tax_percentage, i.tax_rate_type, count(*), sum(i.subtotal), sum(i.tax), sum(i.total)
FROM finance_invoice_items i JOIN finance_invoices n ON n.club_id = i.club_id AND n.id = i.finance_invoice_id
WHERE n.status IN ('SENT', 'PAID', 'OVERDUE')
GROUP BY i.club_id, n.date_created, i.tax_percentage, i.tax_rate_type;
