// The front door of expenses: its daily task for the composition root; its GraphQL and REST are behind graphql.ts
// (checked by dependency-cruiser).
export type { Expense } from './expense.js';
export { PRUNE_EXPENSE_DOCUMENTS_JOB } from './prune-expense-documents.job.js';
