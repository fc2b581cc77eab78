// The front door of expenses: nothing of its domain is used by other modules yet; its GraphQL and REST are behind
// graphql.ts (checked by dependency-cruiser).
export type { Expense } from './expense.js';
