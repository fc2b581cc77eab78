// The front door of direct-debit: the only file that code outside the module imports (checked by dependency-cruiser).
// GraphQL types and root fields register on the builder when loaded (graphql/schema.ts loads every door).
import './direct-debit.graphql.js';

export { batchExportRoute } from './batch-export.route.js';
