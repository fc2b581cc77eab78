import type { ShopClasspass } from './types.js';

/**
 * The shop's order and filter (spec "Shop and finance"): by number of classes ascending, unlimited passes last,
 * and trial passes hidden once the account has reached its trial limit.
 */
export function shopClasspasses(passes: ShopClasspass[], hasReachedTrialLimit: boolean): ShopClasspass[] {
  const classCount = (pass: ShopClasspass) => (pass.unlimited || pass.classes === null ? Number.POSITIVE_INFINITY : pass.classes);
  return passes.filter((pass) => !(hasReachedTrialLimit && pass.trialPass)).sort((a, b) => classCount(a) - classCount(b));
}
