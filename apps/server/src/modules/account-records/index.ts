// The front door of account-records: the only file that code outside the module imports (checked by dependency-cruiser).
export { accountSearchTerms } from './account-search.js';
export type { AccountSearchTerms } from './account-search.js';
export type { Account } from './account.js';
export {
  accountsByIds,
  countMembersCreatedSince,
  countOtherActiveAdmins,
  findAccountByEmail,
  findAccountByGoogleSub,
  findAccountById,
  findAccountByKeyNumber,
  findAccountForChange,
  insertAccount,
  insertAccountUnlessTaken,
  linkGoogleSub,
  lockAccount,
  lockAdminIds,
  markEmailVerified,
  matchesAccountSearch,
  searchAccounts,
  setPasswordAndBumpTokenVersion,
  updateAccountRow,
} from './account.repository.js';
export { insertAccountWithKeyNumber } from './insert-with-key-number.js';
export { generateKeyNumber, isValidKeyNumber, normaliseKeyNumber } from './key-number.js';
