import type { RecordKind } from '../../components/backoffice/record-kind.js';

/** Relations → Businesses: the finance role and admins keep them, a manager looks. */
export const BUSINESSES: RecordKind = {
  list: '/backoffice/relations/businesses',
  plural: 'Businesses',
  singular: 'Business',
  editPermission: 'relations.businesses.edit',
};
