// The GraphQL door of expenses: loading it registers the module's GraphQL types and root fields on the builder
// (graphql/schema.ts loads every door); it exports the REST routes http/ serves. Domain code never imports it
// (checked by dependency-cruiser).
import './expenses.graphql.js';
export { expenseDocumentsRoute } from './expense-documents.route.js';
