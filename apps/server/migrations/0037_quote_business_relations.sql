-- Quotes for business relations (issue 22): a quote is for an account or one of the club's business relations,
-- as an invoice is (0030, 0035), and accepting it drafts the invoice for the same relation. mailed_at: the
-- quote's mail is sent once, whatever retries its job.
ALTER TABLE finance_quotes ALTER COLUMN account_id DROP NOT NULL;
ALTER TABLE finance_quotes ADD COLUMN relations_business_id bigint;
ALTER TABLE finance_quotes ADD CONSTRAINT finance_quotes_business_fkey
  FOREIGN KEY (club_id, relations_business_id) REFERENCES relations_businesses (club_id, id);
ALTER TABLE finance_quotes ADD CONSTRAINT finance_quotes_one_relation CHECK ((account_id IS NULL) <> (relations_business_id IS NULL));
CREATE INDEX finance_quotes_business_idx ON finance_quotes (club_id, relations_business_id, date_created DESC) WHERE relations_business_id IS NOT NULL;
ALTER TABLE finance_quotes ADD COLUMN mailed_at timestamptz;
