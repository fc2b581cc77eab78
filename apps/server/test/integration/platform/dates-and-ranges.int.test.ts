import { getNamedType, isInputObjectType, type GraphQLInputType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../src/platform/club-clock.js';
import { listScheduleClasses } from '../../../src/modules/schedule/list-schedule-classes.js';
import { schema } from '../../../src/graphql/schema.js';
import { isAppError } from '../../../src/platform/errors.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { gid } from '../booking/booking-kit.js';

// Test plan H6: every operation with a date, time or range argument (GraphQL and REST) answers these values and a
// 1,000-day range with a clear 4xx within 100 ms, while /health keeps answering; no loop over dates runs unbounded.
const HOSTILE = ['0001-01-01', '9999-12-31', '10000-01-01', '2026-02-30', ''];
const HOSTILE_TIMES = [...HOSTILE, '24:00', '23:60', '12:00:60', 'ten o’clock'];
// Months (YYYY-MM strings of category amounts and batches) are checked by their use cases against the same window.
const HOSTILE_MONTHS = ['0001-01', '9999-12', '10000-01', '2026-13', '2026-00', '2026-1', '2026-02-30', ''];
const HOSTILE_INSTANTS = [...HOSTILE, '2026-02-30T10:00:00Z', '9999-12-31T23:59:59Z', '+275760-09-13T00:00:00Z', '2026-03-02T09:00:00'];
const LIMIT_MS = 100;
const FROM = '2026-03-02';
const THOUSAND_DAYS_LATER = addDays(FROM, 999);

type Caller = 'anonymous' | 'member' | 'admin' | 'kiosk';
type Kind = 'date' | 'time' | 'instant' | 'month';

interface Fixture {
  member: number;
  item: number;
  location: number;
  holiday: number;
  trainer: number;
  product: number;
  pass: number;
  service: number;
  room: number;
  classtype: number;
}

/** One GraphQL operation: its document (arguments passed as variables of the same names) and valid variables. */
interface Operation {
  /** the schema's field, when the row's key names one way of calling it */
  field?: string;
  caller: Caller;
  document: string;
  variables: (f: Fixture) => Record<string, unknown>;
  /** Every date, time or moment argument, by its path in the variables (a list's first item). */
  checked: Record<string, Kind>;
  /** Arguments whose empty text has a documented meaning of its own (no end, no change), not a date to refuse. */
  emptyMeansNone?: string[];
  /** What a refusal names when not the argument itself: a list of ranges is judged, and named, as a whole. */
  namedAs?: Record<string, RegExp>;
  /** A range's first and last date argument: a 1,000-day range is refused. */
  range?: [string, string];
}

const base = (f: Fixture) => ({ id: gid('ScheduleItemNode', f.item), scheduleItem: gid('ScheduleItemNode', f.item) });
const scheduleItemInput = (f: Fixture) => ({
  organizationLocationRoom: gid('OrganizationLocationRoomNode', f.room),
  organizationClasstype: gid('OrganizationClasstypeNode', f.classtype),
  frequencyType: 'WEEKLY',
  dateStart: '2026-03-02',
  dateEnd: '2026-06-29',
  timeStart: '18:00',
  timeEnd: '19:00',
  displayPublic: true,
  infoMailEnabled: false,
  spaces: 10,
});

const OPERATIONS: Record<string, Operation> = {
  appointments: {
    caller: 'admin',
    document: 'query($date: Date) { appointments(date: $date) { edges { node { id } } } }',
    variables: () => ({ date: FROM }),
    checked: { date: 'date' },
  },
  kioskRefusals: {
    caller: 'admin',
    document: 'query($date: Date!, $scheduleItem: ID!) { kioskRefusals(date: $date, scheduleItem: $scheduleItem) { __typename } }',
    variables: (f) => ({ date: FROM, scheduleItem: base(f).scheduleItem }),
    checked: { date: 'date' },
  },
  kioskScanRefusals: {
    caller: 'admin',
    document: 'query($date: Date) { kioskScanRefusals(date: $date) { __typename } }',
    variables: () => ({ date: FROM }),
    checked: { date: 'date' },
  },
  checkInAllBooked: {
    caller: 'admin',
    document: 'mutation($input: CheckInAllBookedInput!) { checkInAllBooked(input: $input) { checkedIn } }',
    variables: (f) => ({ input: { scheduleItem: base(f).scheduleItem, date: FROM } }),
    checked: { 'input.date': 'date' },
  },
  myClassBookings: {
    caller: 'member',
    document: 'query($dateFrom: Date!, $dateUntil: Date!) { myClassBookings(dateFrom: $dateFrom, dateUntil: $dateUntil) { date } }',
    variables: () => ({ dateFrom: FROM, dateUntil: addDays(FROM, 6) }),
    checked: { dateFrom: 'date', dateUntil: 'date' },
    range: ['dateFrom', 'dateUntil'],
  },
  scheduleClass: {
    caller: 'anonymous',
    document: 'query($date: Date!, $scheduleItemId: ID!) { scheduleClass(date: $date, scheduleItemId: $scheduleItemId) { date } }',
    variables: (f) => ({ date: FROM, scheduleItemId: base(f).scheduleItem }),
    checked: { date: 'date' },
  },
  scheduleClassAttendanceList: {
    caller: 'admin',
    document: 'query($date: Date!, $scheduleItem: ID!) { scheduleClassAttendanceList(date: $date, scheduleItem: $scheduleItem) { __typename } }',
    variables: (f) => ({ date: FROM, scheduleItem: base(f).scheduleItem }),
    checked: { date: 'date' },
  },
  scheduleClassBookingOptions: {
    caller: 'member',
    document: `query($date: Date!, $scheduleItem: ID!) {
      scheduleClassBookingOptions(date: $date, scheduleItem: $scheduleItem, listType: ATTEND) { date } }`,
    variables: (f) => ({ date: FROM, scheduleItem: base(f).scheduleItem }),
    checked: { date: 'date' },
  },
  joinScheduleClassWaitlist: {
    caller: 'member',
    document: 'mutation($input: JoinScheduleClassWaitlistInput!) { joinScheduleClassWaitlist(input: $input) { __typename } }',
    variables: (f) => ({ input: { date: FROM, scheduleItem: base(f).scheduleItem } }),
    checked: { 'input.date': 'date' },
  },
  leaveScheduleClassWaitlist: {
    caller: 'member',
    document: 'mutation($input: LeaveScheduleClassWaitlistInput!) { leaveScheduleClassWaitlist(input: $input) { __typename } }',
    variables: (f) => ({ input: { date: FROM, scheduleItem: base(f).scheduleItem } }),
    checked: { 'input.date': 'date' },
  },
  scheduleClasses: {
    caller: 'anonymous',
    document: 'query($dateFrom: Date!, $dateUntil: Date!) { scheduleClasses(dateFrom: $dateFrom, dateUntil: $dateUntil) { date } }',
    variables: () => ({ dateFrom: FROM, dateUntil: addDays(FROM, 6) }),
    checked: { dateFrom: 'date', dateUntil: 'date' },
    range: ['dateFrom', 'dateUntil'],
  },
  scheduleItemAttendances: {
    caller: 'member',
    document: 'query($date: Date, $date_Gte: Date) { scheduleItemAttendances(date: $date, date_Gte: $date_Gte) { edges { node { id } } } }',
    variables: () => ({ date: FROM, date_Gte: FROM }),
    checked: { date: 'date', date_Gte: 'date' },
  },
  changeScheduleClass: {
    caller: 'admin',
    document: 'mutation($input: ChangeScheduleClassInput!) { changeScheduleClass(input: $input) { __typename } }',
    variables: (f) => ({ input: { scheduleItem: base(f).scheduleItem, date: '2026-03-09', timeStart: '18:30', timeEnd: '19:30' } }),
    checked: { 'input.date': 'date', 'input.timeStart': 'time', 'input.timeEnd': 'time' },
    emptyMeansNone: ['input.timeStart', 'input.timeEnd'], // an empty field keeps the class's own time
  },
  checkInScheduleItemAttendance: {
    caller: 'admin',
    document: 'mutation($input: CheckInScheduleItemAttendanceInput!) { checkInScheduleItemAttendance(input: $input) { __typename } }',
    variables: (f) => ({ input: { account: gid('AccountNode', f.member), scheduleItem: base(f).scheduleItem, date: FROM } }),
    checked: { 'input.date': 'date' },
  },
  createAccount: {
    caller: 'admin',
    document: 'mutation($input: CreateAccountInput!) { createAccount(input: $input) { __typename } }',
    variables: () => ({ input: { email: 'born@example.test', firstName: 'Bo', lastName: 'Born', dateOfBirth: '1985-06-15' } }),
    checked: { 'input.dateOfBirth': 'date' },
  },
  createAppointmentTrainerDayOff: {
    caller: 'admin',
    document: 'mutation($input: CreateAppointmentTrainerDayOffInput!) { createAppointmentTrainerDayOff(input: $input) { __typename } }',
    variables: (f) => ({ input: { trainer: gid('AppointmentTrainerNode', f.trainer), dateStart: '2026-04-01', dateEnd: '2026-04-03' } }),
    checked: { 'input.dateStart': 'date', 'input.dateEnd': 'date' },
    range: ['input.dateStart', 'input.dateEnd'],
  },
  createFinanceOrder: {
    caller: 'member',
    document: 'mutation($input: CreateFinanceOrderInput!) { createFinanceOrder(input: $input) { __typename } }',
    variables: (f) => ({ input: { organizationClasspass: gid('OrganizationClasspassNode', f.product), scheduleItem: base(f).scheduleItem, attendanceDate: '2026-03-09' } }),
    checked: { 'input.attendanceDate': 'date', 'input.subscriptionDateStart': 'date' },
  },
  // The same mutation with a personal-training session paid on its own (keyed apart: one row per way of ordering).
  'createFinanceOrder, a session': {
    field: 'createFinanceOrder',
    caller: 'member',
    document: 'mutation($input: CreateFinanceOrderInput!) { createFinanceOrder(input: $input) { __typename } }',
    variables: (f) => ({
      input: { appointment: { service: String(f.service), trainer: String(f.trainer), date: '2026-03-09', startTime: '10:00', endTime: '11:00' } },
    }),
    checked: { 'input.appointment.date': 'date', 'input.appointment.startTime': 'time', 'input.appointment.endTime': 'time' },
    emptyMeansNone: ['input.appointment.endTime'],
  },
  shopSubscriptionSignUp: {
    caller: 'member',
    document: 'query($organizationSubscription: ID!, $dateStart: Date) { shopSubscriptionSignUp(organizationSubscription: $organizationSubscription, dateStart: $dateStart) { __typename } }',
    variables: () => ({ organizationSubscription: gid('OrganizationSubscriptionNode', 999999), dateStart: '2026-03-09' }),
    checked: { dateStart: 'date' },
  },
  createOrganizationHoliday: {
    caller: 'admin',
    document: 'mutation($input: CreateOrganizationHolidayInput!) { createOrganizationHoliday(input: $input) { __typename } }',
    variables: (f) => ({ input: { name: 'Spring', dateStart: '2026-04-01', dateEnd: '2026-04-03', organizationLocations: [gid('OrganizationLocationNode', f.location)] } }),
    checked: { 'input.dateStart': 'date', 'input.dateEnd': 'date' },
    range: ['input.dateStart', 'input.dateEnd'],
  },
  updateOrganizationHoliday: {
    caller: 'admin',
    document: 'mutation($input: UpdateOrganizationHolidayInput!) { updateOrganizationHoliday(input: $input) { __typename } }',
    variables: (f) => ({
      input: { id: gid('OrganizationHolidayNode', f.holiday), name: 'Spring', dateStart: '2026-04-01', dateEnd: '2026-04-03', organizationLocations: [gid('OrganizationLocationNode', f.location)] },
    }),
    checked: { 'input.dateStart': 'date', 'input.dateEnd': 'date' },
    range: ['input.dateStart', 'input.dateEnd'],
  },
  // A class's period is no range anything reads day by day (occurrences are computed within a read's bounded
  // range only), and a weekly class runs for years or without end: its dates are checked, its length is not.
  createScheduleItem: {
    caller: 'admin',
    document: 'mutation($input: CreateScheduleItemInput!) { createScheduleItem(input: $input) { __typename } }',
    variables: (f) => ({ input: scheduleItemInput(f) }),
    checked: { 'input.dateStart': 'date', 'input.dateEnd': 'date', 'input.timeStart': 'time', 'input.timeEnd': 'time' },
    emptyMeansNone: ['input.dateEnd'], // "empty runs on"
  },
  updateScheduleItem: {
    caller: 'admin',
    document: 'mutation($input: UpdateScheduleItemInput!) { updateScheduleItem(input: $input) { __typename } }',
    variables: (f) => ({ input: { ...scheduleItemInput(f), id: base(f).id } }),
    checked: { 'input.dateStart': 'date', 'input.dateEnd': 'date', 'input.timeStart': 'time', 'input.timeEnd': 'time' },
    emptyMeansNone: ['input.dateEnd'],
  },
  createScheduleItemAttendance: {
    caller: 'member',
    document: 'mutation($input: CreateScheduleItemAttendanceInput!) { createScheduleItemAttendance(input: $input) { __typename } }',
    variables: (f) => ({ input: { scheduleItem: base(f).scheduleItem, accountClasspass: gid('AccountClasspassNode', f.pass), attendanceType: 'CLASSPASS', date: '2026-03-09' } }),
    checked: { 'input.date': 'date' },
  },
  kioskCheckIn: {
    caller: 'kiosk',
    document: 'mutation($account: ID!, $scheduleItem: ID!, $tappedAt: DateTime) { kioskCheckIn(account: $account, scheduleItem: $scheduleItem, clientId: "h6", tappedAt: $tappedAt) { __typename } }',
    variables: (f) => ({ account: gid('AccountNode', f.member), scheduleItem: base(f).scheduleItem, tappedAt: '2026-03-02T08:59:00Z' }),
    checked: { tappedAt: 'instant' },
  },
  kioskCheckInByKeyNumber: {
    caller: 'kiosk',
    document: 'mutation($location: ID!, $tappedAt: DateTime) { kioskCheckInByKeyNumber(location: $location, keyNumber: "1", clientId: "h6-card", tappedAt: $tappedAt) { __typename } }',
    variables: (f) => ({ location: gid('OrganizationLocationNode', f.location), tappedAt: '2026-03-02T08:59:00Z' }),
    checked: { tappedAt: 'instant' },
  },
  sellAccountClasspass: {
    caller: 'admin',
    document: 'mutation($input: SellAccountClasspassInput!) { sellAccountClasspass(input: $input) { __typename } }',
    variables: (f) => ({ input: { account: gid('AccountNode', f.member), organizationClasspass: gid('OrganizationClasspassNode', f.product), dateStart: FROM, date: FROM } }),
    checked: { 'input.date': 'date', 'input.dateStart': 'date' },
  },
  setAppointmentTrainerDateOverride: {
    caller: 'admin',
    document: 'mutation($input: SetAppointmentTrainerDateOverrideInput!) { setAppointmentTrainerDateOverride(input: $input) { __typename } }',
    variables: (f) => ({ input: { trainer: gid('AppointmentTrainerNode', f.trainer), date: '2026-04-01', hours: [{ timeStart: '10:00', timeEnd: '12:00' }] } }),
    checked: { 'input.date': 'date', 'input.hours.timeStart': 'time', 'input.hours.timeEnd': 'time' },
    namedAs: { 'input.hours.timeStart': /"hours"/, 'input.hours.timeEnd': /"hours"/ },
  },
  setAppointmentTrainerWeeklyHours: {
    caller: 'admin',
    document: 'mutation($input: SetAppointmentTrainerWeeklyHoursInput!) { setAppointmentTrainerWeeklyHours(input: $input) { __typename } }',
    variables: (f) => ({ input: { trainer: gid('AppointmentTrainerNode', f.trainer), hours: [{ isoWeekday: 1, timeStart: '09:00', timeEnd: '17:00' }] } }),
    checked: { 'input.hours.timeStart': 'time', 'input.hours.timeEnd': 'time' },
    namedAs: { 'input.hours.timeStart': /"weekday1"/, 'input.hours.timeEnd': /"weekday1"/ },
  },
  updateAccount: {
    caller: 'member',
    document: 'mutation($input: UpdateAccountInput!) { updateAccount(input: $input) { __typename } }',
    variables: (f) => ({ input: { id: gid('AccountNode', f.member), dateOfBirth: '1985-06-15' } }),
    checked: { 'input.dateOfBirth': 'date' },
  },
  updateBackofficeAccount: {
    caller: 'admin',
    document: 'mutation($input: UpdateBackofficeAccountInput!) { updateBackofficeAccount(input: $input) { __typename } }',
    variables: (f) => ({ input: { id: gid('AccountNode', f.member), dateOfBirth: '1985-06-15' } }),
    checked: { 'input.dateOfBirth': 'date' },
  },
  updateAccountClasspass: {
    caller: 'admin',
    document: 'mutation($input: UpdateAccountClasspassInput!) { updateAccountClasspass(input: $input) { __typename } }',
    variables: (f) => ({ input: { id: gid('AccountClasspassNode', f.pass), dateEnd: '2026-12-31' } }),
    checked: { 'input.dateEnd': 'date' },
  },
  // Subscriptions and memberships (issue 23). The ids name nothing: a date is refused before any id is looked up.
  createAccountSubscription: {
    caller: 'admin',
    document: 'mutation($input: CreateAccountSubscriptionInput!) { createAccountSubscription(input: $input) { __typename } }',
    variables: (f) => ({ input: { account: gid('AccountNode', f.member), organizationSubscription: gid('OrganizationSubscriptionNode', 999999), dateStart: FROM } }),
    checked: { 'input.dateStart': 'date' },
  },
  createAccountSubscriptionBlock: {
    caller: 'admin',
    document: 'mutation($input: CreateAccountSubscriptionBlockInput!) { createAccountSubscriptionBlock(input: $input) { __typename } }',
    variables: () => ({ input: { accountSubscription: gid('AccountSubscriptionNode', 999999), dateStart: FROM, dateEnd: '2026-03-31' } }),
    checked: { 'input.dateStart': 'date', 'input.dateEnd': 'date' },
  },
  updateAccountSubscriptionBlock: {
    caller: 'admin',
    document: 'mutation($input: UpdateAccountSubscriptionBlockInput!) { updateAccountSubscriptionBlock(input: $input) { __typename } }',
    variables: () => ({ input: { id: gid('AccountSubscriptionBlockNode', 999999), dateStart: FROM, dateEnd: '2026-03-31' } }),
    checked: { 'input.dateStart': 'date', 'input.dateEnd': 'date' },
  },
  createAccountSubscriptionCredit: {
    caller: 'admin',
    document: 'mutation($input: CreateAccountSubscriptionCreditInput!) { createAccountSubscriptionCredit(input: $input) { __typename } }',
    variables: () => ({ input: { accountSubscription: gid('AccountSubscriptionNode', 999999), amount: 1, description: 'By hand', month: '2026-03' } }),
    checked: { 'input.month': 'month' },
  },
  createAccountSubscriptionPause: {
    caller: 'admin',
    document: 'mutation($input: CreateAccountSubscriptionPauseInput!) { createAccountSubscriptionPause(input: $input) { __typename } }',
    variables: () => ({ input: { accountSubscription: gid('AccountSubscriptionNode', 999999), dateStart: '2026-04-01', dateEnd: '2026-04-14' } }),
    checked: { 'input.dateStart': 'date', 'input.dateEnd': 'date' },
  },
  updateAccountSubscriptionPause: {
    caller: 'admin',
    document: 'mutation($input: UpdateAccountSubscriptionPauseInput!) { updateAccountSubscriptionPause(input: $input) { __typename } }',
    variables: () => ({ input: { id: gid('AccountSubscriptionPauseNode', 999999), dateStart: '2026-04-01', dateEnd: '2026-04-14' } }),
    checked: { 'input.dateStart': 'date', 'input.dateEnd': 'date' },
  },
  pauseMySubscription: {
    caller: 'member',
    document: 'mutation($input: PauseMySubscriptionInput!) { pauseMySubscription(input: $input) { __typename } }',
    variables: () => ({ input: { accountSubscription: gid('AccountSubscriptionNode', 999999), dateStart: '2026-04-01', dateEnd: '2026-04-14' } }),
    checked: { 'input.dateStart': 'date', 'input.dateEnd': 'date' },
  },
  stopAccountSubscription: {
    caller: 'admin',
    document: 'mutation($input: StopAccountSubscriptionInput!) { stopAccountSubscription(input: $input) { __typename } }',
    variables: () => ({ input: { id: gid('AccountSubscriptionNode', 999999), dateEnd: '2026-06-30', reason: 'Moving away' } }),
    checked: { 'input.dateEnd': 'date' },
  },
  stopMySubscription: {
    caller: 'member',
    document: 'mutation($input: StopMySubscriptionInput!) { stopMySubscription(input: $input) { __typename } }',
    variables: () => ({ input: { accountSubscription: gid('AccountSubscriptionNode', 999999), dateEnd: '2026-06-30' } }),
    checked: { 'input.dateEnd': 'date' },
  },
  createClubClosure: {
    caller: 'admin',
    document: 'mutation($input: CreateClubClosureInput!) { createClubClosure(input: $input) { __typename } }',
    variables: (f) => ({ input: { organizationLocation: gid('OrganizationLocationNode', f.location), dateStart: '2026-04-01', dateEnd: '2026-04-07' } }),
    checked: { 'input.dateStart': 'date', 'input.dateEnd': 'date' },
  },
  createOrganizationSubscriptionPrice: {
    caller: 'admin',
    document: 'mutation($input: CreateOrganizationSubscriptionPriceInput!) { createOrganizationSubscriptionPrice(input: $input) { __typename } }',
    variables: () => ({ input: { organizationSubscription: gid('OrganizationSubscriptionNode', 999999), price: '60.00', dateStart: FROM, dateEnd: '2026-12-31' } }),
    checked: { 'input.dateStart': 'date', 'input.dateEnd': 'date' },
  },
  runSubscriptionCredits: {
    caller: 'admin',
    document: 'mutation($input: RunSubscriptionCreditsInput!) { runSubscriptionCredits(input: $input) { __typename } }',
    variables: () => ({ input: { month: '2026-03' } }),
    checked: { 'input.month': 'month' },
  },
  startSubscriptionInvoiceRun: {
    caller: 'admin',
    document: 'mutation($input: StartSubscriptionInvoiceRunInput!) { startSubscriptionInvoiceRun(input: $input) { __typename } }',
    variables: () => ({ input: { month: '2026-03' } }),
    checked: { 'input.month': 'month' },
  },
  sellAccountMembership: {
    caller: 'admin',
    document: 'mutation($input: SellAccountMembershipInput!) { sellAccountMembership(input: $input) { __typename } }',
    variables: (f) => ({ input: { account: gid('AccountNode', f.member), organizationMembership: gid('OrganizationMembershipNode', 999999), dateStart: FROM } }),
    checked: { 'input.dateStart': 'date' },
  },
  // Finance: an invoice list may span years (no range limit); its dates are checked like every other.
  financeInvoices: {
    caller: 'admin',
    document: 'query($dateFrom: Date, $dateTo: Date) { financeInvoices(dateFrom: $dateFrom, dateTo: $dateTo) { edges { node { id } } } }',
    variables: () => ({ dateFrom: FROM, dateTo: '2026-12-31' }),
    checked: { dateFrom: 'date', dateTo: 'date' },
  },
  financeInvoiceOpenTotals: {
    caller: 'admin',
    document: 'query($dateFrom: Date, $dateTo: Date) { financeInvoiceOpenTotals(dateFrom: $dateFrom, dateTo: $dateTo) { __typename } }',
    variables: () => ({ dateFrom: FROM, dateTo: '2026-12-31' }),
    checked: { dateFrom: 'date', dateTo: 'date' },
  },
  financeTaxSummary: {
    caller: 'admin',
    document: 'query($dateFrom: Date!, $dateTo: Date!) { financeTaxSummary(dateFrom: $dateFrom, dateTo: $dateTo) { __typename } }',
    variables: () => ({ dateFrom: FROM, dateTo: FROM }),
    checked: { dateFrom: 'date', dateTo: 'date' },
  },
  // The ids below name nothing: the dates are refused before anything is looked up.
  creditFinanceInvoice: {
    caller: 'admin',
    document: 'mutation($input: CreditFinanceInvoiceInput!) { creditFinanceInvoice(input: $input) { __typename } }',
    variables: () => ({ input: { invoice: gid('FinanceInvoiceNode', 999999), refund: { paymentMethod: gid('FinancePaymentMethodNode', 999999), date: FROM } } }),
    checked: { 'input.refund.date': 'date' },
  },
  recordFinanceInvoicePayment: {
    caller: 'admin',
    document: 'mutation($input: RecordFinanceInvoicePaymentInput!) { recordFinanceInvoicePayment(input: $input) { __typename } }',
    variables: () => ({ input: { invoice: gid('FinanceInvoiceNode', 999999), paymentMethod: gid('FinancePaymentMethodNode', 999999), amount: '1.00', date: FROM } }),
    checked: { 'input.date': 'date' },
  },
  addDirectDebitMandate: {
    caller: 'admin',
    document: 'mutation($input: AddDirectDebitMandateInput!) { addDirectDebitMandate(input: $input) { __typename } }',
    variables: () => ({ input: { bankAccount: gid('DirectDebitBankAccount', 999999), reference: 'H6-MANDATE', signatureDate: FROM } }),
    checked: { 'input.signatureDate': 'date' },
  },
  buildDirectDebitBatch: {
    caller: 'admin',
    document: 'mutation($input: BuildDirectDebitBatchInput!) { buildDirectDebitBatch(input: $input) { __typename } }',
    variables: () => ({ input: { collectionDate: '2026-03-30' } }),
    checked: { 'input.collectionDate': 'date' },
  },
  recordDirectDebitReturn: {
    caller: 'admin',
    document: 'mutation($input: RecordDirectDebitReturnInput!) { recordDirectDebitReturn(input: $input) { __typename } }',
    variables: () => ({ input: { item: gid('DirectDebitBatchItem', 999999), reasonCode: 'AM04', returnDate: FROM } }),
    checked: { 'input.returnDate': 'date' },
  },
  addDirectDebitAccountAmount: {
    caller: 'admin',
    document: 'mutation($input: AddDirectDebitAccountAmountInput!) { addDirectDebitAccountAmount(input: $input) { __typename } }',
    variables: (f) => ({ input: { account: gid('AccountNode', f.member), category: gid('DirectDebitCategoryNode', 999999), amount: '25.00', recurring: true, firstMonth: '2026-04', lastMonth: '2026-12' } }),
    checked: { 'input.firstMonth': 'month', 'input.lastMonth': 'month' },
    emptyMeansNone: ['input.lastMonth'], // a recurring amount without a last month goes on
  },
  buildDirectDebitCategoryBatch: {
    caller: 'admin',
    document: 'mutation($input: BuildDirectDebitCategoryBatchInput!) { buildDirectDebitCategoryBatch(input: $input) { __typename } }',
    variables: () => ({ input: { categories: [gid('DirectDebitCategoryNode', 999999)], month: '2026-04', collectionDate: '2026-03-30' } }),
    checked: { 'input.month': 'month', 'input.collectionDate': 'date' },
  },
  financeExpenses: {
    caller: 'admin',
    document: 'query($dateFrom: Date, $dateUntil: Date) { financeExpenses(dateFrom: $dateFrom, dateUntil: $dateUntil) { edges { node { id } } } }',
    variables: () => ({ dateFrom: FROM, dateUntil: '2026-12-31' }),
    checked: { dateFrom: 'date', dateUntil: 'date' },
  },
  financeExpenseTotals: {
    caller: 'admin',
    document: 'query($dateFrom: Date, $dateUntil: Date) { financeExpenseTotals(dateFrom: $dateFrom, dateUntil: $dateUntil) { __typename } }',
    variables: () => ({ dateFrom: FROM, dateUntil: '2026-12-31' }),
    checked: { dateFrom: 'date', dateUntil: 'date' },
  },
  createFinanceExpense: {
    caller: 'admin',
    document: 'mutation($input: CreateFinanceExpenseInput!) { createFinanceExpense(input: $input) { __typename } }',
    variables: () => ({ input: { supplier: gid('BusinessRelationNode', 999999), expenseDate: FROM, summary: 'Gloves', netAmount: '10.00', vatAmount: '2.10' } }),
    checked: { 'input.expenseDate': 'date' },
  },
  updateFinanceExpense: {
    caller: 'admin',
    document: 'mutation($input: UpdateFinanceExpenseInput!) { updateFinanceExpense(input: $input) { __typename } }',
    variables: () => ({ input: { id: gid('FinanceExpenseNode', 999999), supplier: gid('BusinessRelationNode', 999999), expenseDate: FROM, summary: 'Gloves', netAmount: '10.00', vatAmount: '2.10' } }),
    checked: { 'input.expenseDate': 'date' },
  },
  createFinanceQuote: {
    caller: 'admin',
    document: 'mutation($input: CreateFinanceQuoteInput!) { createFinanceQuote(input: $input) { __typename } }',
    variables: (f) => ({ input: { account: gid('AccountNode', f.member), group: gid('FinanceInvoiceGroupNode', 999999), lines: [], dateExpire: '2026-04-01' } }),
    checked: { 'input.dateExpire': 'date' },
  },
  updateFinanceQuote: {
    caller: 'admin',
    document: 'mutation($input: UpdateFinanceQuoteInput!) { updateFinanceQuote(input: $input) { __typename } }',
    variables: (f) => ({ input: { id: gid('FinanceQuoteNode', 999999), account: gid('AccountNode', f.member), group: gid('FinanceInvoiceGroupNode', 999999), lines: [], dateExpire: '2026-04-01' } }),
    checked: { 'input.dateExpire': 'date' },
  },
};

// Arguments whose names read like dates or times but hold none.
const NOT_DATES: Record<string, string> = {
  'updateClubGeneralSettings(input.dateFormat)': 'the name of a display format',
  'updateClubGeneralSettings(input.timeFormat)': 'the name of a display format',
  'updateClubGeneralSettings(input.timeZone)': 'an IANA zone name, checked against the zone list',
};

// The REST routes' date and time arguments, under /<club>/d/.
interface RestOperation {
  method: 'GET' | 'POST';
  path: string;
  request: (f: Fixture, values: Record<string, string>) => { url: string; body?: Record<string, unknown> };
  valid: Record<string, string>;
  checked: Record<string, Kind>;
}
const REST_OPERATIONS: RestOperation[] = [
  {
    method: 'GET',
    path: 'abc/get_available_slots/',
    request: (f, v) => ({ url: `abc/get_available_slots/?selected_date=${encodeURIComponent(v.selected_date!)}&staff_member=${f.trainer}` }),
    valid: { selected_date: '2026-03-03' },
    checked: { selected_date: 'date' },
  },
  {
    method: 'POST',
    path: 'abc/create_appointment/',
    request: (f, v) => ({ url: 'abc/create_appointment/', body: { service_id: f.service, staff_member: f.trainer, classpass_id: f.pass, ...v } }),
    valid: { date: '2026-03-03', start_time: '10:00 AM', end_time: '11:00 AM' },
    checked: { date: 'date', start_time: 'time', end_time: 'time' },
  },
];

/** Every date, time or moment argument of the schema (typed so, or a string named so), as `field(path)`. */
function dateArgumentsOfSchema(): string[] {
  const found: string[] = [];
  const datelike = (name: string) => /^(date|time|month)|(Date|Time|At|Month)$/.test(name);
  const walk = (field: string, path: string, type: GraphQLInputType, seen: Set<string>) => {
    const named = getNamedType(type);
    if (isInputObjectType(named)) {
      if (seen.has(named.name)) return;
      for (const inner of Object.values(named.getFields())) walk(field, `${path}.${inner.name}`, inner.type, new Set([...seen, named.name]));
      return;
    }
    const leaf = path.split('.').pop()!;
    if (['Date', 'Time', 'DateTime'].includes(named.name) || (named.name === 'String' && datelike(leaf))) found.push(`${field}(${path})`);
  };
  for (const root of [schema.getQueryType()!, schema.getMutationType()!]) {
    for (const field of Object.values(root.getFields())) for (const arg of field.args) walk(field.name, arg.name, arg.type, new Set());
  }
  return found.sort();
}

/** A copy of the variables with the value at the path (a list's first item) replaced. */
function withValue(variables: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(variables);
  const keys = path.split('.');
  let target: any = copy;
  for (const key of keys.slice(0, -1)) target = Array.isArray(target[key]) ? target[key][0] : target[key];
  target[keys[keys.length - 1]!] = value;
  return copy;
}

describe('dates, times and ranges of every operation (test plan H6)', () => {
  let t: TestApp;
  let f: Fixture;
  const tokens: Partial<Record<Caller, string>> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const club = await t.make.defaultClub();
    const member = await t.make.member();
    const admin = await t.make.staff();
    const kiosk = await t.make.kiosk();
    const item = await t.make.scheduleClass({ frequencyType: 'WEEKLY', frequencyInterval: 1, dateStart: '2026-03-02' });
    const location = await t.app.db.insertInto('organizationLocations').values({ clubId: club.id, name: 'Harbour' }).returning('id').executeTakeFirstOrThrow();
    const holiday = await t.app.db
      .insertInto('organizationHolidays')
      .values({ clubId: club.id, name: 'Winter', description: '', dateStart: '2026-12-24', dateEnd: '2026-12-26' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const trainer = await t.make.trainer();
    const product = await t.make.classpassProduct({ forClasses: [item] });
    const pass = await t.make.accountClasspass(member, product, '2026-03-01');
    const service = await t.make.appointmentService({ trainers: [trainer], classpassProducts: [product] });
    f = {
      member: member.id,
      item: item.id,
      location: location.id,
      holiday: holiday.id,
      trainer: trainer.id,
      product: product.id,
      pass: pass.id,
      service: service.id,
      room: item.organizationLocationRoomId,
      classtype: item.organizationClasstypeId,
    };
    for (const [caller, account] of [['member', member], ['admin', admin], ['kiosk', kiosk]] as const) tokens[caller] = (await t.make.session(account)).token;
  });
  afterAll(() => t.close());

  const health = () => t.server.inject({ method: 'GET', url: '/health' });

  /**
   * Sends one request beside a /health call; answers its status, body and time. Other work on a busy machine
   * can stall any one request: one over the limit is sent again (up to three times) and the fastest counts, while
   * a request that itself takes long (an endless loop, a year of classes) is slow every time.
   */
  async function timed(send: () => Promise<{ statusCode: number; body: string }>) {
    let fastest = Infinity;
    for (let attempt = 0; attempt < 3 && fastest >= LIMIT_MS; attempt++) {
      const started = performance.now();
      const [answer, healthy] = await Promise.all([send().then((a) => ({ ...a, ms: performance.now() - started })), health()]);
      expect(healthy.statusCode).toBe(200);
      fastest = Math.min(fastest, answer.ms);
      if (fastest < LIMIT_MS || attempt === 2) return { status: answer.statusCode, body: JSON.parse(answer.body), ms: fastest };
    }
    throw new Error('unreachable');
  }

  const graphql = (op: Operation, variables: Record<string, unknown>) =>
    timed(() => {
      const token = op.caller === 'anonymous' ? undefined : tokens[op.caller];
      return t.server.inject({
        method: 'POST',
        url: `/${t.make.defaultClubSlug()}/d/graphql/`,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
        payload: JSON.stringify({ query: op.document, variables }),
      });
    });

  /** A clear refusal: a 4xx or a VALIDATION_FAILED / BAD_REQUEST that names the argument, fast, and nothing answered. */
  function expectRefusal(answer: { status: number; body: any; ms: number }, field: string, name: string | RegExp, label: string) {
    expect(answer.status, label).toBeLessThan(500);
    expect(answer.body.errors, `${label}: ${JSON.stringify(answer.body)}`).toBeDefined();
    expect(['VALIDATION_FAILED', 'BAD_REQUEST'], `${label}: ${JSON.stringify(answer.body)}`).toContain(answer.body.errors[0].extensions.code);
    expect(JSON.stringify(answer.body.errors), label).toMatch(name);
    expect(answer.body.data?.[field] ?? null, label).toBeNull();
    expect(answer.ms, label).toBeLessThan(LIMIT_MS);
  }

  it('knows every date, time and moment argument of the schema (a new one needs its row here)', () => {
    const listed = Object.entries(OPERATIONS).flatMap(([key, op]) => Object.keys(op.checked).map((path) => `${op.field ?? key}(${path})`));
    expect([...listed, ...Object.keys(NOT_DATES)].sort()).toEqual(dateArgumentsOfSchema());
  });

  it('answers the request of the issue, 9999-12-25 to 9999-12-31 as literals, with a 400 at once', async () => {
    const answer = await timed(() =>
      t.server.inject({
        method: 'POST',
        url: `/${t.make.defaultClubSlug()}/d/graphql/`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ query: '{ scheduleClasses(dateFrom: "9999-12-25", dateUntil: "9999-12-31") { date } }' }),
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]).toMatchObject({ extensions: { code: 'VALIDATION_FAILED' } });
    expect(answer.body.errors[0].message).toContain('must be a real date from 1900-01-01 to 2100-12-31');
    expect(answer.ms).toBeLessThan(LIMIT_MS);
  });

  it('refuses those dates in the schedule use case itself, whoever calls it (its day loop counts days)', async () => {
    const club = await t.make.defaultClub();
    const error = await listScheduleClasses(t.app, club, null, { dateFrom: '9999-12-25', dateUntil: '9999-12-31' }).catch((e: unknown) => e);
    expect(isAppError(error) && error.code).toBe('VALIDATION_FAILED');
    const days = await listScheduleClasses(t.app, club, null, { dateFrom: '2100-12-25', dateUntil: '2100-12-31' });
    expect(days.map((d) => d.date)).toEqual(['2100-12-25', '2100-12-26', '2100-12-27', '2100-12-28', '2100-12-29', '2100-12-30', '2100-12-31']);
  });

  describe('GraphQL', () => {
    for (const [field, op] of Object.entries(OPERATIONS)) {
      it(`${field}: refuses impossible, far and empty dates and times`, async () => {
        // Once with valid arguments, untimed: the server's first answer to a document parses and validates it.
        const valid = await graphql(op, op.variables(f));
        expect(valid.status, JSON.stringify(valid.body)).toBeLessThan(500);
        for (const [path, kind] of Object.entries(op.checked)) {
          const all = kind === 'date' ? HOSTILE : kind === 'time' ? HOSTILE_TIMES : kind === 'month' ? HOSTILE_MONTHS : HOSTILE_INSTANTS;
          const values = op.emptyMeansNone?.includes(path) ? all.filter((v) => v !== '') : all;
          // Each value twice: the second run of a document is the one its compiled form (graphql-jit) answers.
          for (const value of [...values, ...values]) {
            const answer = await graphql(op, withValue(op.variables(f), path, value));
            expectRefusal(answer, op.field ?? field, op.namedAs?.[path] ?? path.split('.').pop()!, `${field}(${path}: ${JSON.stringify(value)})`);
          }
        }
      });

      if (op.range) {
        const [first, last] = op.range;
        it(`${field}: refuses a 1,000-day range`, async () => {
          const answer = await graphql(op, withValue(withValue(op.variables(f), first, FROM), last, THOUSAND_DAYS_LATER));
          expectRefusal(answer, field, last.split('.').pop()!, `${field} over 1,000 days`);
          expect(JSON.stringify(answer.body.errors)).toMatch(/at most (62|366) days/);
        });
      }
    }
  });

  describe('REST', () => {
    for (const op of REST_OPERATIONS) {
      it(`${op.path}: refuses impossible, far and empty dates and times with a 400 in the REST shape`, async () => {
        const token = tokens.member!;
        for (const [name, kind] of Object.entries(op.checked)) {
          for (const value of kind === 'date' ? HOSTILE : HOSTILE_TIMES) {
            const { url, body } = op.request(f, { ...op.valid, [name]: value });
            const answer = await timed(() =>
              t.server.inject({
                method: op.method,
                url: `/${t.make.defaultClubSlug()}/d/${url}`,
                headers: { authorization: `JWT ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
                ...(body ? { payload: JSON.stringify(body) } : {}),
              }),
            );
            const label = `${op.path} ${name}=${JSON.stringify(value)}: ${JSON.stringify(answer.body)}`;
            expect(answer.status, label).toBe(400);
            expect(answer.body).toMatchObject({ success: false, code: expect.stringMatching(/^(VALIDATION_FAILED|BAD_REQUEST|BOOKING_NOT_OPEN)$/) });
            if (kind === 'date') expect(answer.body.error, label).toContain(name);
            expect(answer.ms, label).toBeLessThan(LIMIT_MS);
          }
        }
      });
    }
  });
});
