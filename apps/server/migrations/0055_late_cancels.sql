-- Late cancels (issue 24): after the cancel window a member may still cancel to free the spot, keeping the
-- credit spent, unless the club turns that off. The attendance remembers it was cancelled late, so its pass
-- class stays used and staff can count a member's late cancels beside their no-shows.
ALTER TABLE clubs ADD COLUMN late_cancel_allowed boolean NOT NULL DEFAULT true;
ALTER TABLE schedule_item_attendances ADD COLUMN late_cancel boolean NOT NULL DEFAULT false;
