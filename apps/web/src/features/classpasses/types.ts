import type { AccountClasspassSummary } from '../schedule/types.js';

/** Response shapes of the class pass operations (api-contract "Shop and finance" and "Schedule and attendance"). */

/** A class pass product as the shop lists it. */
export interface ShopClasspass {
  id: string;
  name: string;
  /** HTML written by staff. */
  description: string;
  priceDisplay: string;
  validity: number;
  validityUnitDisplay: string;
  /** Null for unlimited passes. */
  classes: number | null;
  unlimited: boolean;
  trialPass: boolean;
}

/** A pass the member owns, as My class passes lists it. */
export interface AccountClasspass extends AccountClasspassSummary {
  isExpired: boolean;
}
