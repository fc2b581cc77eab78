-- A member signs up for a subscription in the shop (issue 23): an order line that starts a subscription keeps what its
-- delivery needs, since delivery may come later (a card payment's event): the start date and the way the member pays
-- each month. A subscription order has two lines pointing at the product: the first month and, when due, the
-- registration fee, told apart by registration_fee, so delivery links each invoice line as the monthly run would.
ALTER TABLE finance_order_items
  ADD COLUMN subscription_date_start date,
  ADD COLUMN subscription_payment text CHECK (subscription_payment IN ('CARD', 'DIRECT_DEBIT')),
  ADD COLUMN registration_fee boolean NOT NULL DEFAULT false,
  ADD CONSTRAINT finance_order_items_subscription_terms_check CHECK (
    (organization_subscription_id IS NULL) = (subscription_date_start IS NULL)
    AND (organization_subscription_id IS NULL) = (subscription_payment IS NULL)
    AND (NOT registration_fee OR organization_subscription_id IS NOT NULL)
  );

-- A member's open orders of one product are counted under the account's lock when a new one is placed.
CREATE INDEX finance_order_items_subscription_idx ON finance_order_items (club_id, organization_subscription_id)
  WHERE organization_subscription_id IS NOT NULL;
