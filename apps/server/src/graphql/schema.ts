import { builder } from './builder.js';
// Each module registers its types and root fields on the builder when imported.
import '../modules/auth/auth.graphql.js';
import '../modules/accounts/account.graphql.js';
import '../modules/accounts/staff-roles.graphql.js';
import '../modules/schedule/organization.graphql.js';
import '../modules/schedule/schedule.graphql.js';
import '../modules/schedule/schedule-admin.graphql.js';
import '../modules/classpasses/classpass.graphql.js';
import '../modules/booking/booking.graphql.js';
import '../modules/automation/automation.graphql.js';
import '../modules/finance/finance.graphql.js';
import '../modules/payments/payments.graphql.js';
import '../modules/organization/organization-setup.graphql.js';
import '../modules/accounts/account-backoffice.graphql.js';
import '../modules/calendar/calendar-feed.graphql.js';
import '../modules/checkin/checkin.graphql.js';
import '../modules/checkin/cards.graphql.js';
import '../modules/finance/desk-sale.graphql.js';
import '../modules/booking/class-attendance.graphql.js';
import '../modules/settings/settings.graphql.js';
import '../modules/accounts/new-members.graphql.js';
import '../modules/personal-training/personal-training.graphql.js';
import '../modules/personal-training/trainer-roster.graphql.js';

export const schema = builder.toSchema({ sortSchema: true });
