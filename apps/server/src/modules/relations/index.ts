// The front door of relations (business relations: suppliers and business customers): the domain that code
// outside the module imports; its GraphQL is behind graphql.ts (checked by dependency-cruiser).
export { BUSINESS_NOT_FOUND } from './business.js';
export type { BusinessRelation } from './business.js';
export { businessesByIds, findBusiness } from './business.repository.js';
