import { formatMoney } from '../../lib/club-formats.js';

/** Spec section 9: personal-training prices carry a euro prefix ('€45.00'), in the shop's one price format. */
export function formatEuro(price: string): string {
  return formatMoney(price, '€');
}
