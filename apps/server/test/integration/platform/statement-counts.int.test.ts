import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kind, parse, print, visit, type DefinitionNode } from 'graphql';
import type { Club } from '../../../src/modules/clubs/club.js';
import type { OrganizationClasspass } from '../../../src/modules/classpasses/classpass.js';
import type { ScheduleItem } from '../../../src/modules/schedule/schedule.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { book, tokenFor } from '../booking/booking-kit.js';
import { deliver, orderFor, payment } from '../finance/finance-kit.js';

const WEB = new URL('../../../../web/src/features/', import.meta.url);

/** An operation of the web app's document, with the fragments it spreads: the test asks what the back office asks. */
function webDocument(file: string, operation: string): string {
  const definitions = parse(readFileSync(new URL(file, WEB), 'utf8')).definitions;
  const named = (kind: Kind, name: string) => definitions.find((d) => d.kind === kind && 'name' in d && d.name?.value === name);
  const picked: DefinitionNode[] = [];
  const add = (definition: DefinitionNode | undefined) => {
    if (!definition) throw new Error(`${operation} not found in ${file}`);
    if (picked.includes(definition)) return;
    picked.push(definition);
    visit(definition, { FragmentSpread: (spread) => add(named(Kind.FRAGMENT_DEFINITION, spread.name.value)) });
  };
  add(named(Kind.OPERATION_DEFINITION, operation));
  return picked.map((d) => print(d)).join('\n');
}

const ORDERS = webDocument('finance/orders.graphql', 'FinanceOrders');
const INVOICES = webDocument('finance/invoices.graphql', 'FinanceInvoices');
const QUOTES = webDocument('finance/quotes.graphql', 'FinanceQuotes');
const ACCOUNTS = webDocument('relations/accounts.graphql', 'BackofficeAccounts');
const ATTENDANCE = webDocument('attendance/attendance.graphql', 'ClassAttendanceList');
const WEEK = webDocument('backoffice/schedule/classes.graphql', 'BackofficeScheduleWeek');
// Every per-row field of the personal-training lists and the trial limit, beyond what the back office asks today.
const TRAINERS = `query ($first: Int) { appointmentTrainers(first: $first) { edges { node {
  id fullName weeklyHours { isoWeekday timeStart timeEnd } daysOff { id dateStart dateEnd note } overrides { date timeStart timeEnd } } } } }`;
const SERVICES = `query ($first: Int) { appointmentServices(first: $first) { edges { node {
  id name category { id name } organizationClasspasses { id name } trainers { id fullName } } } } }`;
const TRIAL_LIMITS = 'query ($first: Int) { accounts(first: $first) { edges { node { id hasReachedTrialLimit } } } }';

/** The week of 9 March 2026 (the clock: Monday 2 March); the attendance list's class is the week after. */
const WEEK_DAYS = ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15'] as const;
const ATTENDANCE_DATE = '2026-03-17';

// Test plan S1: a back-office list runs as many SQL statements for 100 rows as for 10.
describe('statements per back-office list (S1)', () => {
  let statements = 0;
  let t: TestApp;
  let club: Club;
  let admin: string;
  let product: OrganizationClasspass;
  let attendanceClass: ScheduleItem;
  let levelId: number;
  let quoteGroupId: number;
  let rows = 0;

  beforeAll(async () => {
    t = await createTestApp({ onStatement: () => void statements++, env: { ACCESS_TOKEN_TTL_SECONDS: String(365 * 24 * 3600) } });
    club = await t.make.defaultClub();
    admin = await tokenFor(t, await t.make.staff());
    attendanceClass = await t.make.scheduleClass({ dateStart: ATTENDANCE_DATE, spaces: 500 });
    product = await t.make.classpassProduct({ forClasses: [attendanceClass] });
    levelId = (await t.app.db.insertInto('organizationLevels').values({ clubId: club.id, name: 'Beginners' }).returning('id').executeTakeFirstOrThrow()).id;
    quoteGroupId = (await t.app.db.insertInto('financeInvoiceGroups').values({ clubId: club.id, kind: 'QUOTE', name: 'Quotes', prefix: 'Q' }).returning('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t?.close());

  /**
   * Until there are `n` of each row: members with a delivered order (and its invoice) booked into the class, and
   * classes in the week taught by trainers with a day off and other hours on a date, each giving a service of their own;
   * a quote for each member and one for a business relation of its own.
   */
  async function grow(n: number): Promise<void> {
    for (; rows < n; rows++) {
      const member = await t.make.member({ firstName: `Member${rows}`, lastName: 'Counted' });
      await deliver(t, club, await orderFor(t, club, member, product.id), payment('150.00'));
      const pass = await t.make.accountClasspass(member, product);
      await book(t, { account: member, token: await tokenFor(t, member), pass }, attendanceClass);
      const instructor = await t.make.trainer({ firstName: `Teacher${rows}` });
      await t.make.scheduleClass({ dateStart: WEEK_DAYS[rows % WEEK_DAYS.length], accountId: instructor.id, organizationLevelId: levelId });
      await t.app.db.insertInto('appointmentTrainerDaysOff').values({ clubId: club.id, accountId: instructor.id, dateStart: '2026-04-06', dateEnd: '2026-04-10', note: 'Away' }).execute();
      await t.app.db.insertInto('appointmentTrainerOverrides').values({ clubId: club.id, accountId: instructor.id, date: '2026-04-13', timeStart: '12:00', timeEnd: '14:00' }).execute();
      await t.make.appointmentService({ name: `Session ${rows}`, trainers: [instructor], classpassProducts: [product] });
      const business = await t.app.db.insertInto('relationsBusinesses').values({ clubId: club.id, name: `Business ${rows}` }).returning('id').executeTakeFirstOrThrow();
      const quote = { clubId: club.id, financeInvoiceGroupId: quoteGroupId, dateCreated: '2026-03-02', dateExpire: '2026-04-01', subtotal: '10.00', tax: '0.00', total: '10.00' };
      await t.app.db.insertInto('financeQuotes').values([{ ...quote, accountId: member.id }, { ...quote, accountId: null, relationsBusinessId: business.id }]).execute();
    }
  }

  const lists = {
    orders: { query: ORDERS, variables: { first: 100 }, rows: (d: any) => d.financeOrders.edges.length },
    invoices: { query: INVOICES, variables: { first: 100 }, rows: (d: any) => d.financeInvoices.edges.length },
    quotes: { query: QUOTES, variables: { first: 100 }, rows: (d: any) => d.financeQuotes.edges.length },
    accounts: { query: ACCOUNTS, variables: { first: 100 }, rows: (d: any) => d.accounts.edges.length },
    attendance: {
      query: ATTENDANCE,
      variables: () => ({ scheduleItem: Buffer.from(`ScheduleItemNode:${attendanceClass.id}`).toString('base64'), date: ATTENDANCE_DATE }),
      rows: (d: any) => d.scheduleClassAttendanceList.attendances.length,
    },
    week: {
      query: WEEK,
      variables: { dateFrom: WEEK_DAYS[0], dateUntil: WEEK_DAYS[6] },
      rows: (d: any) => d.scheduleClasses.reduce((sum: number, day: { classes: unknown[] }) => sum + day.classes.length, 0),
    },
    trainers: { query: TRAINERS, variables: { first: 100 }, rows: (d: any) => d.appointmentTrainers.edges.filter((e: any) => e.node.daysOff.length === 1 && e.node.overrides.length === 1).length },
    services: { query: SERVICES, variables: { first: 100 }, rows: (d: any) => d.appointmentServices.edges.filter((e: any) => e.node.trainers.length === 1 && e.node.organizationClasspasses.length === 1).length },
    trialLimits: { query: TRIAL_LIMITS, variables: { first: 100 }, rows: (d: any) => d.accounts.edges.filter((e: any) => e.node.hasReachedTrialLimit === false).length },
  } as const;

  /** The statements of one request of the list (after one to warm the caches), and how many rows it answered. */
  async function measure(list: (typeof lists)[keyof typeof lists]): Promise<{ statements: number; rows: number }> {
    const variables = typeof list.variables === 'function' ? list.variables() : list.variables;
    await t.gql(list.query, variables, { token: admin });
    statements = 0;
    const { body } = await t.gql(list.query, variables, { token: admin });
    const counted = statements;
    expect(body.errors).toBeUndefined();
    return { statements: counted, rows: list.rows(body.data) };
  }

  /** Every list measured, one request at a time: the statements of one request are counted alone. */
  async function measureAll(): Promise<Record<keyof typeof lists, { statements: number; rows: number }>> {
    const measured = {} as Record<keyof typeof lists, { statements: number; rows: number }>;
    for (const name of Object.keys(lists) as (keyof typeof lists)[]) measured[name] = await measure(lists[name]);
    return measured;
  }

  it('counts the same statements for 10 and for 100 rows of orders, invoices, quotes, accounts, a class’s attendance, the week, trainers, services and trial limits', async () => {
    await grow(10);
    const atTen = await measureAll();
    await grow(100);
    const atHundred = await measureAll();
    const names = Object.keys(lists) as (keyof typeof lists)[];
    for (const name of names) {
      expect(atTen[name].rows, name).toBeGreaterThanOrEqual(10);
      expect(atHundred[name].rows, name).toBeGreaterThanOrEqual(100);
    }
    const counts = (at: typeof atTen) => Object.fromEntries(names.map((name) => [name, at[name].statements]));
    expect(counts(atHundred)).toEqual(counts(atTen));
  }, 240_000);
});
