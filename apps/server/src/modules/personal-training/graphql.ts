// The GraphQL door of personal-training: loading it registers the module's GraphQL types and root fields on the builder
// (graphql/schema.ts loads every door); it exports the GraphQL refs other modules' GraphQL files use and the REST
// routes http/ serves. Domain code never imports it (checked by dependency-cruiser).
import './personal-training.graphql.js';
import './trainer-roster.graphql.js';
export { personalTrainingRoutes } from './personal-training.route.js';
