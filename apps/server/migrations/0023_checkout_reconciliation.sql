-- A lost webhook must not leave a paid checkout undelivered (issue 21, test plan S3): a recurring job asks the
-- provider about checkouts not settled a few minutes after they were opened (still open, or completed with a
-- delayed method's money still on its way). checked_at is when it last asked, so an abandoned checkout is asked
-- ever less often instead of every minute until it expires.
ALTER TABLE payment_checkouts ADD COLUMN checked_at timestamptz;

-- The job's question, across clubs: unsettled checkouts by age.
CREATE INDEX payment_checkouts_unsettled_idx ON payment_checkouts (created_at) WHERE payment_status = 'unpaid' AND status <> 'expired';
