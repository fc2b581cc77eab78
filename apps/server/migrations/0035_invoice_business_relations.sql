-- An invoice for a business relation (0030 made the column, 0032 the table) points at one of the club's.
ALTER TABLE finance_invoices ADD CONSTRAINT finance_invoices_business_fkey
  FOREIGN KEY (club_id, relations_business_id) REFERENCES relations_businesses (club_id, id);
