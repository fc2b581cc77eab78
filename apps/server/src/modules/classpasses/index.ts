// The front door of classpasses: the domain (use cases, read models, types) that code outside the module imports; its GraphQL and REST are behind graphql.ts (checked by dependency-cruiser).
export { classesRemaining, classesRemainingDisplay, hasClassesLeft, isExpired, isValidOn, validityUnitDisplay } from './classpass.js';
export type { AccountClasspass, OrganizationClasspass } from './classpass.js';
export { countClasspassUsage, countTrialPasses, findAccountClasspass, findAccountClasspassesByIds, findAccountClasspassesValidOn, findClasspassProduct, findItemPricesOn, listAccountClasspasses, lockAccountClasspass, productIdsAllowedForItem } from './classpass.repository.js';
export { grantAccountClasspass } from './grant-account-classpass.js';
export { findAccountClasspassFor, findOrganizationClasspass, findOrganizationClasspasses } from './list-classpasses.js';
export { resolveTargetAccount } from './target-account.js';
export { hasReachedTrialLimit } from './trial-limit.js';
