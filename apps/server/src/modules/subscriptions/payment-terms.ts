import type { Db } from '../../platform/db/database.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { findMandateInForce } from '../subscription-records/index.js';
import { findUsablePaymentMethod } from './subscription-changes.repository.js';

export interface PaymentTermsInput {
  /** decoded ids; null when undecodable, undefined when not given */
  paymentMethodId: number | null | undefined;
  mandateId: number | null | undefined;
}

/**
 * How a subscription is paid: one of the club's payment methods, and for direct debit the account's mandate in force
 * (another account's or a retired mandate is refused as missing). Answers the ids to store.
 */
export async function checkPaymentTerms(db: Db, clubId: number, accountId: number, input: PaymentTermsInput): Promise<{ financePaymentMethodId: number | null; directDebitMandateId: number | null }> {
  const method = input.paymentMethodId === undefined ? undefined : input.paymentMethodId === null ? null : ((await findUsablePaymentMethod(db, clubId, input.paymentMethodId)) ?? null);
  if (method === null) throw new AppError('NOT_FOUND', 'This payment method could not be found.', { fields: { financePaymentMethod: 'This payment method could not be found.' } });
  const mandate = input.mandateId === undefined ? undefined : input.mandateId === null ? null : ((await findMandateInForce(db, clubId, accountId, input.mandateId)) ?? null);
  if (mandate === null) throw fieldError('directDebitMandate', 'Choose a mandate of this account that is in force.');
  if (method?.code === 'DIRECT_DEBIT' && !mandate) throw fieldError('directDebitMandate', 'Direct debit needs a mandate of this account that is in force.');
  return { financePaymentMethodId: method?.id ?? null, directDebitMandateId: method?.code === 'DIRECT_DEBIT' ? mandate!.id : (mandate?.id ?? null) };
}
