-- Direct debit return fees (issue 22): a bank's return may be charged to the member as one new invoice (never an
-- edit of the returned one). The club sets the fee beside its creditor settings (0: no fee), and the invoice is
-- issued in the default group of a new kind of sale, RETURN_FEE, which existing clubs start with in their desk
-- sales group (open for payment at the desk; the fee is also collected by the next batch). The return keeps its
-- fee invoice (direct_debit_returns.fee_invoice_id, 0026), so the same return recorded again makes no second one.

ALTER TABLE direct_debit_settings ADD COLUMN return_fee numeric(20, 2) NOT NULL DEFAULT 0 CHECK (return_fee >= 0 AND return_fee <= 1000);

ALTER TABLE finance_invoice_group_defaults DROP CONSTRAINT finance_invoice_group_defaults_sale_kind_check;
ALTER TABLE finance_invoice_group_defaults ADD CONSTRAINT finance_invoice_group_defaults_sale_kind_check
  CHECK (sale_kind IN ('CLASSPASS', 'DROPIN', 'TRIAL', 'SUBSCRIPTION', 'MEMBERSHIP', 'EVENT_TICKET', 'PRODUCT', 'SHOP_SALES', 'DESK_SALES', 'RETURN_FEE'));

INSERT INTO finance_invoice_group_defaults (club_id, sale_kind, finance_invoice_group_id)
SELECT club_id, 'RETURN_FEE', finance_invoice_group_id FROM finance_invoice_group_defaults WHERE sale_kind = 'DESK_SALES';

-- One fee invoice per return, and a fee invoice belongs to one return.
CREATE UNIQUE INDEX direct_debit_returns_fee_invoice_idx ON direct_debit_returns (club_id, fee_invoice_id) WHERE fee_invoice_id IS NOT NULL;
