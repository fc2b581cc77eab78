import { PRICE_OVERLAPS, subscriptionPriceRules } from '@kiai/shared';
import type { AppContext } from '../../platform/app-context.js';
import type { Actor } from '../../platform/access-policy.js';
import { assertValidFields, fieldError } from '../../platform/errors.js';
import type { Club } from '../clubs/index.js';
import { changeOrganization } from './organization-item.js';
import { lockSubscriptionProduct } from './subscription-product.repository.js';
import { endOpenPriceBefore, insertSubscriptionPrice, isPriceOverlap } from './subscription-price.repository.js';

export interface SubscriptionPriceInput {
  /** null: an id that names no product */
  productId: number | null;
  price: string;
  dateStart: string;
  /** null: valid on and on */
  dateEnd: string | null;
}

/**
 * Adds a dated price to a subscription product; answers the product's id. An open-ended price from a later start
 * ends the open-ended price before it on the day before (a price rise "from 1 May"); any other overlap is refused
 * by the database's exclusion constraint, answered under the start date, and nothing is written.
 */
export async function addSubscriptionPrice(app: AppContext, club: Club, actor: Actor | null, input: SubscriptionPriceInput): Promise<number> {
  try {
    return await changeOrganization(app, club, actor, async (trx) => {
      assertValidFields(input, subscriptionPriceRules(input.dateStart));
      const product = input.productId === null ? undefined : await lockSubscriptionProduct(trx, club.id, input.productId);
      if (!product) return null;
      if (input.dateEnd === null) await endOpenPriceBefore(trx, club.id, product.id, input.dateStart);
      await insertSubscriptionPrice(trx, club.id, product.id, { price: input.price.trim(), dateStart: input.dateStart, dateEnd: input.dateEnd });
      return product.id;
    });
  } catch (error) {
    if (isPriceOverlap(error)) throw fieldError('dateStart', PRICE_OVERLAPS);
    throw error;
  }
}
