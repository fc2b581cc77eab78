import { kindsUnder } from '../../components/backoffice/record-kind.js';

// Front desk may look at the set-up but not change it.
const kind = kindsUnder('/backoffice/organization', 'organization.edit');

/** The club's set-up records, each with a list and a page under /backoffice/organization. */
export const CLASSTYPES = kind('classtypes', 'Class types', 'Class type');
export const CLASSPASSES = kind('classpasses', 'Class passes', 'Class pass');
export const CLASSPASS_GROUPS = kind('classpass-groups', 'Class pass groups', 'Class pass group', 'Group');
export const HOLIDAYS = kind('holidays', 'Holidays', 'Holiday');
export const LEVELS = kind('levels', 'Levels', 'Level');
export const LOCATIONS = kind('locations', 'Locations', 'Location');
export const SUBSCRIPTIONS = kind('subscriptions', 'Subscriptions', 'Subscription');
export const SUBSCRIPTION_GROUPS = kind('subscription-groups', 'Subscription groups', 'Subscription group', 'Group');
export const MEMBERSHIPS = kind('memberships', 'Memberships', 'Membership');
