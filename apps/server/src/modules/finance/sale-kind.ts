import type { SaleKindCode } from '@kiai/shared';
import type { BookingWay } from '../booking/index.js';

/** What an order line sells, as far as its invoice group is concerned. */
export interface SoldLine {
  trialPass: boolean;
  /** bought with a class to book (a drop-in or trial price) */
  forClass: boolean;
  /** a membership rather than a class pass */
  membership?: boolean;
  /** a subscription's first month (its registration fee rides along: not a line of its own here) */
  subscription?: boolean;
  /** a personal-training session bought on its own (no kind of its own: a shop sale) */
  session?: boolean;
}

/**
 * The kind of sale an order is, which names its invoice group: a sale at the desk is a desk sale (its invoice
 * is paid there, not online); a shop order of one line is that line's kind; a shop order of several is a shop sale.
 */
export function saleKindOf(lines: readonly SoldLine[], way: BookingWay): SaleKindCode {
  if (way === 'DESK') return 'DESK_SALES';
  const [line] = lines;
  if (!line || lines.length > 1) return 'SHOP_SALES';
  if (line.membership === true) return 'MEMBERSHIP';
  if (line.subscription === true) return 'SUBSCRIPTION';
  if (line.session === true) return 'SHOP_SALES';
  if (line.trialPass) return 'TRIAL';
  return line.forClass ? 'DROPIN' : 'CLASSPASS';
}
