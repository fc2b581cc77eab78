import type { AppContext } from '../../platform/app-context.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { listPaymentMethodsWithCodes, type PaymentMethodRow } from './finance-setup-items.repository.js';
import { DESK_METHODS } from './record-invoice-payment.js';

/**
 * The methods the desk takes money with (cash, card at the desk), for the desk's sale form: staff with
 * finance.payments.desk read them without the finance set-up's right.
 */
export function listDeskPaymentMethods(app: AppContext, club: Club, actor: Actor | null): Promise<PaymentMethodRow[]> {
  requirePermission(actor, 'finance.payments.desk');
  return listPaymentMethodsWithCodes(app.db, club.id, DESK_METHODS);
}
