import type { AppContext } from '../../platform/app-context.js';
import { clubDateOf } from '../../platform/club-clock.js';
import type { Club } from '../clubs/index.js';
import { priceOn } from './month-price.js';
import { shopSubscriptionProducts, type ShopSubscriptionRow } from './shop-subscription.repository.js';
import { pricedProducts } from './subscription-billing.repository.js';

/** A subscription on sale in the shop, with its price valid on the club's today (null: none today). */
export interface ShopSubscription extends ShopSubscriptionRow {
  priceToday: string | null;
}

/**
 * What the shop sells as subscriptions: the club's products shown in the shop and not archived, by name, each with the
 * price valid on the club's today. Public, as the shop's class passes are: anyone, signed in or not, reads the
 * catalogue (no access check: it names nobody and nothing staff-only). Three statements.
 */
export async function listShopSubscriptions(app: AppContext, club: Club): Promise<ShopSubscription[]> {
  const today = clubDateOf(app.clock.now(), club.timeZone);
  const products = await shopSubscriptionProducts(app.db, club.id);
  const priced = await pricedProducts(app.db, club.id, products.map((p) => p.id));
  return products.map((product) => ({ ...product, priceToday: priceOn(priced.get(product.id)?.prices ?? [], today) }));
}
