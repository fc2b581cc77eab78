-- Late cancels (issue 24): after the cancel window a member may still cancel to free the spot, keeping the
-- credit spent, unless the club turns that off. The attendance remembers it was cancelled late, so its pass
-- class stays used and staff can count a member's late cancels beside their no-shows.
ALTER TABLE clubs ADD COLUMN late_cancel_allowed boolean NOT NULL DEFAULT true;
ALTER TABLE schedule_item_attendances ADD COLUMN late_cancel boolean NOT NULL DEFAULT false;
-- A class's page shows where its location is (issue 24): the street address staff enter on the location, '' for none.
ALTER TABLE organization_locations ADD COLUMN address text NOT NULL DEFAULT '' CHECK (length(address) <= 500);
