import { kindsUnder } from '../../components/backoffice/record-kind.js';

// The finance role and admins keep business relations; a manager looks.
const kind = kindsUnder('/backoffice/relations', 'relations.businesses.edit');

/** Relations → Businesses: suppliers of expenses and business customers of invoices. */
export const BUSINESSES = kind('businesses', 'Businesses', 'Business');
