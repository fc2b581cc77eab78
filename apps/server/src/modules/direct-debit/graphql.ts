// The GraphQL door of direct-debit: loading it registers the module's GraphQL types and root fields on the builder
// (graphql/schema.ts loads every door); it exports the GraphQL refs other modules' GraphQL files use and the REST
// routes http/ serves. Domain code never imports it (checked by dependency-cruiser).
import './direct-debit.graphql.js';
import './category-batch.graphql.js';
import './my-direct-debit.graphql.js';
export { batchExportRoute } from './batch-export.route.js';
