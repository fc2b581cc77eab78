import type { Db } from '../../platform/db/database.js';
import type { OrganizationClasspass } from '../classpasses/index.js';
import { findTaxRate } from './finance-setup.repository.js';
import { lineAmounts, NO_TAX } from '../../platform/money.js';
import { insertOrder } from './order.repository.js';

/**
 * Writes a RECEIVED order of one class pass for an account, priced with the product's tax rate; with a class,
 * its one line also names the class and date that delivery books. Shared by the shop and the desk, so both
 * write the same order. Returns the order id and its total.
 */
export async function insertClasspassOrder(
  trx: Db,
  clubId: number,
  accountId: number,
  product: OrganizationClasspass,
  forClass: { scheduleItemId: number; date: string } | undefined,
  message: string,
  now: Date,
): Promise<{ id: number; total: string }> {
  const taxRate = product.financeTaxRateId === null ? undefined : await findTaxRate(trx, clubId, product.financeTaxRateId);
  const rate = taxRate ? { percentage: taxRate.percentage, rateType: taxRate.rateType } : NO_TAX;
  const amounts = lineAmounts(product.price, '1', rate);
  const id = await insertOrder(
    trx,
    { clubId, accountId, status: 'RECEIVED', message, ...amounts, createdAt: now, updatedAt: now },
    [
      {
        organizationClasspassId: product.id,
        scheduleItemId: forClass?.scheduleItemId ?? null,
        attendanceDate: forClass?.date ?? null,
        productName: product.name,
        description: productDescription(product),
        quantity: '1',
        price: product.price,
        financeTaxRateId: taxRate?.id ?? null,
        taxPercentage: rate.percentage,
        taxRateType: rate.rateType,
        ...amounts,
      },
    ],
  );
  return { id, total: amounts.total };
}

/** The line's description: what the pass gives, as the invoice shows it. */
function productDescription(product: OrganizationClasspass): string {
  const classes = product.unlimited ? 'Unlimited classes' : `${product.classes} ${product.classes === 1 ? 'class' : 'classes'}`;
  const unit = product.validityUnit.toLowerCase();
  return `${classes}, valid for ${product.validity} ${product.validity === 1 ? unit.slice(0, -1) : unit}`;
}
