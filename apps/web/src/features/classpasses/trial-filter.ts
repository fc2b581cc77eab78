import type { ShopClasspass } from './types.js';

/** Spec section 5: trial passes are hidden once the account has reached its trial limit. (The server sorts.) */
export function withoutTrialsPastLimit(passes: ShopClasspass[], hasReachedTrialLimit: boolean): ShopClasspass[] {
  return hasReachedTrialLimit ? passes.filter((pass) => !pass.trialPass) : passes;
}
