// The GraphQL door of accounts: loading it registers the module's GraphQL types and root fields on the builder
// (graphql/schema.ts loads every door); it exports the GraphQL refs other modules' GraphQL files use and the REST
// routes http/ serves. Domain code never imports it (checked by dependency-cruiser).
import './account-backoffice.graphql.js';
import './new-members.graphql.js';
import './staff-roles.graphql.js';
export { AccountNode, loadOwnerAccounts, loadVisibleAccounts } from './account.graphql.js';
