// The GraphQL door of memberships: loading it registers the module's GraphQL types and root fields on the builder
// (graphql/schema.ts loads every door); it exports the GraphQL refs other modules' GraphQL files use. Domain code
// never imports it (checked by dependency-cruiser).
export { AccountMembershipNode } from './membership.graphql.js';
