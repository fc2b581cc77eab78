-- Every account gets a member card: accounts made before new ones were given a key number get a random ten-digit
-- one (the style the app generates). Candidates that clash with a number in use, or with each other, are left
-- out of a round and drawn again in the next, until every account has one (a clash is rare: tens of thousands
-- of accounts in a space of nine billion). Check-in devices are no card holders.
DO $$
BEGIN
  LOOP
    UPDATE accounts AS a
    SET key_number = c.candidate
    FROM (
      SELECT id, club_id, candidate, count(*) OVER (PARTITION BY club_id, candidate) AS drawn
      FROM (
        SELECT id, club_id, (1000000000 + floor(random() * 9000000000))::bigint::text AS candidate
        FROM accounts
        WHERE key_number IS NULL AND role <> 'KIOSK'
      ) AS draws
    ) AS c
    WHERE a.id = c.id
      AND c.drawn = 1
      AND NOT EXISTS (SELECT 1 FROM accounts AS h WHERE h.club_id = c.club_id AND h.key_number = c.candidate);
    EXIT WHEN NOT EXISTS (SELECT 1 FROM accounts WHERE key_number IS NULL AND role <> 'KIOSK');
  END LOOP;
END
$$;
