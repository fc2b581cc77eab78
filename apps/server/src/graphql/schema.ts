import { builder } from './builder.js';
// Each module's GraphQL door registers its types and root fields on the builder when imported.
import '../modules/auth/graphql.js';
import '../modules/accounts/graphql.js';
import '../modules/schedule/graphql.js';
import '../modules/classpasses/graphql.js';
import '../modules/booking/graphql.js';
import '../modules/automation/graphql.js';
import '../modules/finance/graphql.js';
import '../modules/direct-debit/graphql.js';
import '../modules/relations/graphql.js';
import '../modules/expenses/graphql.js';
import '../modules/payments/graphql.js';
import '../modules/organization/graphql.js';
import '../modules/calendar/graphql.js';
import '../modules/checkin/graphql.js';
import '../modules/settings/graphql.js';
import '../modules/personal-training/graphql.js';
import '../modules/subscriptions/graphql.js';

export const schema = builder.toSchema({ sortSchema: true });
