// The GraphQL door of subscription records: loading it registers the module's GraphQL types and root fields on the builder
// (graphql/schema.ts loads every door). Domain code never imports it (checked by dependency-cruiser).
import './credits.graphql.js';
import './shop-subscriptions.graphql.js';
