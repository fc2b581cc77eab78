// The front door of accounts: the only file that code outside the module imports (checked by dependency-cruiser).
// GraphQL types and root fields register on the builder when loaded (graphql/schema.ts loads every door).
import './account-backoffice.graphql.js';
import './new-members.graphql.js';
import './staff-roles.graphql.js';

export { findVisibleAccount } from './account-visibility.js';
export { AccountNode, loadOwnerAccounts, loadVisibleAccounts } from './account.graphql.js';
export { searchAccountsToBook } from './search-accounts-to-book.js';
export { invalid } from './update-profile.js';
