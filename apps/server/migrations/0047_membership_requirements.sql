-- Memberships (issue 23, docs/domain-notes.md "Memberships"): a class pass product may require a membership, as a
-- subscription product may (0042), and a shop order may hold a membership beside the pass that needs it, so that a
-- member buys both at once ("a membership in the same order"). Both point at their club's rows through (club_id, id).
ALTER TABLE organization_classpasses
  ADD COLUMN required_membership_id bigint,
  ADD CONSTRAINT organization_classpasses_required_membership_fkey
    FOREIGN KEY (club_id, required_membership_id) REFERENCES organization_memberships (club_id, id);

ALTER TABLE finance_order_items
  ADD COLUMN organization_membership_id bigint,
  ADD CONSTRAINT finance_order_items_membership_fkey
    FOREIGN KEY (club_id, organization_membership_id) REFERENCES organization_memberships (club_id, id),
  -- a line sells one thing: a class pass or a membership
  ADD CONSTRAINT finance_order_items_one_product_check CHECK (organization_classpass_id IS NULL OR organization_membership_id IS NULL);
