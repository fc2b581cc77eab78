-- A batch asks of every open invoice whether its account has a retired mandate (to say why it is left out):
-- without an index on the account that was a scan of every mandate per invoice (bench/finance, 5,000 invoices).
CREATE INDEX direct_debit_mandates_account_idx ON direct_debit_mandates (club_id, account_id);
