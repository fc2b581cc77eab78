// The GraphQL door of automation: loading it registers the module's GraphQL types and root fields on the builder
// (graphql/schema.ts loads every door); it exports the GraphQL refs other modules' GraphQL files use and the REST
// routes http/ serves. Domain code never imports it (checked by dependency-cruiser).
import './automation.graphql.js';
export { AutomationJobNode } from './automation.graphql.js';
