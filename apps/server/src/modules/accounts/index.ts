// The front door of accounts: the domain (use cases, read models, types) that code outside the module imports; its GraphQL and REST are behind graphql.ts (checked by dependency-cruiser).

export { findVisibleAccount } from './account-visibility.js';
export { searchAccountsToBook } from './search-accounts-to-book.js';
export { invalid } from './update-profile.js';
