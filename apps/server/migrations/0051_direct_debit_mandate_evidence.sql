-- A member signs a SEPA mandate online in the shop (issues 22/23): the consent evidence the scheme asks of an
-- electronic mandate, kept beside the mandate it proves. A mandate with a row here was signed online; one staff
-- entered from a paper form has none. Written once, in the signing transaction, and never changed.
CREATE TABLE direct_debit_mandate_evidence (
  club_id bigint NOT NULL REFERENCES clubs(id),
  mandate_id bigint NOT NULL,
  signed_at timestamptz NOT NULL,
  -- As the server saw the client behind the configured proxy trust (request.ip).
  ip_address text NOT NULL CHECK (length(ip_address) BETWEEN 1 AND 100),
  -- Cut to 500 characters by the use case: the header is the client's to make up.
  user_agent text NOT NULL CHECK (length(user_agent) <= 500),
  -- The exact text the member agreed to, as shown to them.
  mandate_text text NOT NULL CHECK (length(mandate_text) BETWEEN 1 AND 5000),
  PRIMARY KEY (club_id, mandate_id),
  FOREIGN KEY (club_id, mandate_id) REFERENCES direct_debit_mandates (club_id, id)
);
