import type { AppContext } from '../../platform/app-context.js';
import type { Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { changeOrganization } from './organization-item.js';
import { deleteSubscriptionPrice } from './subscription-price.repository.js';

/**
 * Removes a dated price of a subscription product (a mistyped row); answers the product's id. Invoices keep the
 * amounts they were issued with, so a removed row changes no invoice, only the months billed after.
 */
export function removeSubscriptionPrice(app: AppContext, club: Club, actor: Actor | null, priceId: number | null): Promise<number> {
  return changeOrganization(app, club, actor, async (trx) => (priceId === null ? null : ((await deleteSubscriptionPrice(trx, club.id, priceId)) ?? null)));
}
