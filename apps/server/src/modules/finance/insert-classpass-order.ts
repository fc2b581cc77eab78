import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { FinanceOrderItemsTable } from '../../platform/db/tables/finance.js';
import type { OrganizationClasspass } from '../classpasses/index.js';
import type { OrganizationMembership } from '../memberships/index.js';
import { sumAmounts } from '../../platform/money.js';
import { pricedLine } from './priced-line.js';
import { insertOrder } from './order.repository.js';

export type OrderLine = Omit<Insertable<FinanceOrderItemsTable>, 'clubId' | 'financeOrderId'>;

/**
 * Writes a RECEIVED order of one class pass for an account, priced with the product's tax rate; with a class,
 * its one line also names the class and date that delivery books; with a membership (the one the pass requires,
 * bought in the same order), that membership's line comes first, so delivery gives it before the pass. Shared by
 * the shop and the desk, so both write the same order. Returns the order id and its total.
 */
export async function insertClasspassOrder(
  trx: Db,
  clubId: number,
  accountId: number,
  product: OrganizationClasspass,
  forClass: { scheduleItemId: number; date: string } | undefined,
  message: string,
  now: Date,
  membership?: OrganizationMembership,
): Promise<{ id: number; total: string }> {
  const passPrice = await pricedLine(trx, clubId, product.price, product.financeTaxRateId);
  const membershipLine = membership ? await membershipOrderLine(trx, clubId, membership) : undefined;
  const passLine = {
    ...passPrice,
    organizationClasspassId: product.id,
    scheduleItemId: forClass?.scheduleItemId ?? null,
    attendanceDate: forClass?.date ?? null,
    productName: product.name,
    description: productDescription(product),
  };
  const lines: OrderLine[] = membershipLine ? [membershipLine, passLine] : [passLine];
  const amounts = sumAmounts(lines);
  const id = await insertOrder(trx, { clubId, accountId, status: 'RECEIVED', message, ...amounts, createdAt: now, updatedAt: now }, lines);
  return { id, total: amounts.total };
}

/** The line of a membership bought in the same order as what requires it (a pass or a subscription), at its price. */
export async function membershipOrderLine(trx: Db, clubId: number, membership: OrganizationMembership): Promise<OrderLine & { subtotal: string; tax: string; total: string }> {
  return {
    ...(await pricedLine(trx, clubId, membership.price, membership.financeTaxRateId)),
    organizationClasspassId: null,
    organizationMembershipId: membership.id,
    scheduleItemId: null,
    attendanceDate: null,
    productName: membership.name,
    description: `Membership, valid for ${membership.validity} ${membership.validityUnit.toLowerCase()}`,
  };
}

/** The line's description: what the pass gives, as the invoice shows it. */
function productDescription(product: OrganizationClasspass): string {
  const classes = product.unlimited ? 'Unlimited classes' : `${product.classes} ${product.classes === 1 ? 'class' : 'classes'}`;
  const unit = product.validityUnit.toLowerCase();
  return `${classes}, valid for ${product.validity} ${product.validity === 1 ? unit.slice(0, -1) : unit}`;
}
