-- A shop order may sell a subscription (issue 23): the member signs up in the shop, the order's total holds the
-- first month and the registration fee, and its delivery starts the account subscription. The line points at its
-- club's product through (club_id, id), and still sells one thing only.
ALTER TABLE finance_order_items
  ADD COLUMN organization_subscription_id bigint,
  ADD CONSTRAINT finance_order_items_subscription_fkey
    FOREIGN KEY (club_id, organization_subscription_id) REFERENCES organization_subscriptions (club_id, id),
  DROP CONSTRAINT finance_order_items_one_product_check,
  ADD CONSTRAINT finance_order_items_one_product_check
    CHECK (num_nonnulls(organization_classpass_id, organization_membership_id, organization_subscription_id) <= 1);
