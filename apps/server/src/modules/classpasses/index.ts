// The front door of classpasses: the only file that code outside the module imports (checked by dependency-cruiser).
export { AccountClasspassNode, OrganizationClasspassNode } from './classpass.graphql.js';
export { classesRemainingDisplay, hasClassesLeft, isExpired, isValidOn } from './classpass.js';
export type { AccountClasspass, OrganizationClasspass } from './classpass.js';
export { countClasspassUsage, countTrialPasses, findAccountClasspass, findAccountClasspassesByIds, findAccountClasspassesValidOn, findClasspassProduct, findItemPricesOn, listAccountClasspasses, lockAccountClasspass, productIdsAllowedForItem } from './classpass.repository.js';
export { grantAccountClasspass } from './grant-account-classpass.js';
export { findAccountClasspassFor, findOrganizationClasspass, findOrganizationClasspasses } from './list-classpasses.js';
export { resolveTargetAccount } from './target-account.js';
export { hasReachedTrialLimit } from './trial-limit.js';
