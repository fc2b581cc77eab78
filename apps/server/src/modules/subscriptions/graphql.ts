// The GraphQL door of subscriptions: loading it registers the module's GraphQL types and root fields on the builder
// (graphql/schema.ts loads every door); it exports the GraphQL refs other modules' GraphQL files use. Domain code
// never imports it (checked by dependency-cruiser).
import './subscription-invoice-runs.graphql.js';
import './subscription-changes.graphql.js';
import './club-closure.graphql.js';
export { AccountSubscriptionNode } from './account-subscription.graphql.js';
