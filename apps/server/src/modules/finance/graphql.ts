// The GraphQL door of finance: loading it registers the module's GraphQL types and root fields on the builder
// (graphql/schema.ts loads every door); it exports the GraphQL refs other modules' GraphQL files use and the REST
// routes http/ serves. Domain code never imports it (checked by dependency-cruiser).
import './desk-sale.graphql.js';
import './account-membership.graphql.js';
import './account-payments.graphql.js';
import './saved-card.graphql.js';
import './finance.graphql.js';
import './subscription-sign-up.graphql.js';
import './finance-setup.graphql.js';
import './invoice-payment.graphql.js';
import './quote.graphql.js';
import './staff-invoice.graphql.js';
import './credit-note.graphql.js';
import './tax-summary.graphql.js';
export { invoicePdfRoute } from './invoice-pdf.route.js';
export { invoiceListCsvRoute } from './invoice-list.route.js';
export { quotePdfRoute } from './quote-pdf.route.js';
export { taxSummaryCsvRoute } from './tax-summary.route.js';
