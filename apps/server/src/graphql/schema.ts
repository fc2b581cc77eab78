import { builder } from './builder.js';
// Each module registers its types and root fields on the builder when imported.
import '../modules/auth/index.js';
import '../modules/accounts/index.js';
import '../modules/schedule/index.js';
import '../modules/classpasses/index.js';
import '../modules/booking/index.js';
import '../modules/automation/index.js';
import '../modules/finance/index.js';
import '../modules/direct-debit/index.js';
import '../modules/payments/index.js';
import '../modules/organization/index.js';
import '../modules/calendar/index.js';
import '../modules/checkin/index.js';
import '../modules/settings/index.js';
import '../modules/personal-training/index.js';

export const schema = builder.toSchema({ sortSchema: true });
