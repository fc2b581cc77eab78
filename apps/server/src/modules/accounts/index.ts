// The front door of accounts: the only file that code outside the module imports (checked by dependency-cruiser).
// GraphQL types and root fields register on the builder when loaded (graphql/schema.ts loads every door).
import './account-backoffice.graphql.js';
import './new-members.graphql.js';
import './staff-roles.graphql.js';

export { accountSearchTerms } from './account-search.js';
export type { AccountSearchTerms } from './account-search.js';
export { findVisibleAccount } from './account-visibility.js';
export { AccountNode } from './account.graphql.js';
export type { Account } from './account.js';
export { findAccountByEmail, findAccountByGoogleSub, findAccountById, findAccountByKeyNumber, findAccountForChange, insertAccount, linkGoogleSub, lockAccount, markEmailVerified, matchesAccountSearch, setPasswordAndBumpTokenVersion, updateAccountRow } from './account.repository.js';
export { insertAccountWithKeyNumber } from './insert-with-key-number.js';
export { isValidKeyNumber, normaliseKeyNumber } from './key-number.js';
export { searchAccountsToBook } from './search-accounts-to-book.js';
export { invalid } from './update-profile.js';
