import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../src/platform/app-context.js';
import { createClub } from '../../src/create-club.js';
import type { Club } from '../../src/modules/clubs/club.js';
import { insertAccount } from '../../src/modules/account-records/account.repository.js';
import type { Account } from '../../src/modules/account-records/account.js';
import { hashPassword } from '../../src/modules/auth/password-hash.js';
import { startSession } from '../../src/modules/auth/session-tokens.js';
import type { AuthData } from '../../src/modules/auth/auth-data.js';
import type { Insertable } from 'kysely';
import type { ScheduleItemsTable } from '../../src/platform/db/tables/schedule.js';
import type { OrganizationClasspassesTable } from '../../src/platform/db/tables/classpasses.js';
import type { ScheduleItem } from '../../src/modules/schedule/schedule.js';
import type { AccountClasspass, OrganizationClasspass } from '../../src/modules/classpasses/classpass.js';
import { grantAccountClasspass } from '../../src/modules/classpasses/grant-account-classpass.js';
import type { AccountSubscriptionsTable, OrganizationMembershipsTable, OrganizationSubscriptionsTable } from '../../src/platform/db/tables/subscriptions.js';
import type { AccountSubscription, OrganizationSubscription } from '../../src/modules/subscription-records/account-subscription.js';
import { findAccountSubscription } from '../../src/modules/subscription-records/account-subscription.repository.js';
import type { AppointmentServicesTable } from '../../src/platform/db/tables/personal-training.js';
import type { AppointmentService } from '../../src/modules/personal-training/personal-training.repository.js';

export const DEFAULT_PASSWORD = 'Correct-Horse-Battery-9';

let cachedDefaultHash: Promise<string> | undefined;

/** Test data builders: every test makes exactly the rows it needs. */
type AccountOverrides = Partial<Omit<Account, 'id'>> & { password?: string; club?: Club };
type ScheduleClassOverrides = Partial<Omit<Insertable<ScheduleItemsTable>, 'clubId'>> & { club?: Club };
type ClasspassOverrides = Partial<Omit<Insertable<OrganizationClasspassesTable>, 'clubId'>> & {
  club?: Club;
  /** classes the pass may be used for (through a group of its own) */
  forClasses?: { id: number }[];
  /** online booking allowed too (default true) */
  shopBook?: boolean;
};

type AppointmentServiceOverrides = Partial<Omit<Insertable<AppointmentServicesTable>, 'clubId' | 'appointmentCategoryId'>> & {
  club?: Club;
  /** trainers who give it */
  trainers?: { id: number }[];
  /** pass products that pay for it */
  classpassProducts?: { id: number }[];
};

type SubscriptionProductOverrides = Partial<Omit<Insertable<OrganizationSubscriptionsTable>, 'clubId'>> & {
  club?: Club;
  /** the price from 2000-01-01 on (default 60.00); null: no price row */
  price?: string | null;
  /** classes the subscription may be used for (through a group of its own, attend on) */
  forClasses?: { id: number }[];
  /** online booking allowed too (default true) */
  shopBook?: boolean;
};

type AccountSubscriptionOverrides = Partial<Omit<Insertable<AccountSubscriptionsTable>, 'clubId' | 'accountId' | 'organizationSubscriptionId'>>;

/** Weekly hours of a trainer: [ISO weekday, HH:mm, HH:mm]. */
export type WeeklyHoursRow = [number, string, string];

export function createFactories(app: AppContext) {
  let defaultClub: Club | undefined;
  let seq = 0;
  const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}${randomBytes(2).toString('hex')}`;

  const factories = {
    async club(overrides: Partial<Parameters<typeof createClub>[1]> = {}): Promise<Club> {
      const club = await createClub(app.db, { slug: `club-${unique()}`, name: 'Test Club', ...overrides });
      defaultClub ??= club;
      return club;
    },
    async defaultClub(): Promise<Club> {
      return defaultClub ?? factories.club({ slug: 'testclub', name: 'Test Club' });
    },
    defaultClubSlug(): string {
      if (!defaultClub) throw new Error('call make.defaultClub() (or make.member()) first');
      return defaultClub.slug;
    },
    /** A member (or staff, with role) who can sign in with DEFAULT_PASSWORD unless another is given. */
    async account(overrides: AccountOverrides = {}): Promise<Account & { password: string }> {
      const club = overrides.club ?? (await factories.defaultClub());
      const { password = DEFAULT_PASSWORD, club: _club, ...fields } = overrides;
      const passwordHash =
        password === DEFAULT_PASSWORD ? await (cachedDefaultHash ??= hashPassword(DEFAULT_PASSWORD)) : await hashPassword(password);
      const account = await insertAccount(app.db, {
        email: `member-${unique()}@example.test`,
        firstName: 'Mia',
        lastName: 'Member',
        emailVerifiedAt: app.clock.now(),
        passwordHash,
        ...fields,
        clubId: club.id,
      });
      return { ...account, password };
    },
    member(overrides: AccountOverrides = {}): Promise<Account & { password: string }> {
      return factories.account({ role: 'MEMBER', ...overrides });
    },
    /** A staff account, an ADMIN unless other staffRoles are given. */
    staff(overrides: AccountOverrides = {}): Promise<Account & { password: string }> {
      return factories.account({ role: 'STAFF', staffRoles: ['ADMIN'], employee: true, ...overrides });
    },
    /** A check-in device account (role KIOSK). */
    kiosk(overrides: AccountOverrides = {}): Promise<Account & { password: string }> {
      return factories.account({ role: 'KIOSK', firstName: 'Front door', lastName: 'Kiosk', ...overrides });
    },
    /** A signed-in session of the account without the sign-in call (no password check, no rate limit). */
    session(account: Pick<Account, 'id' | 'clubId' | 'email' | 'tokenVersion'>): Promise<AuthData> {
      return app.db.transaction().execute((trx) => startSession(trx, app, account));
    },
    /** A class on the timetable (one date, 18:00–19:00, 10 spaces unless told), with its own room and class type unless given. */
    async scheduleClass(overrides: ScheduleClassOverrides = {}): Promise<ScheduleItem> {
      const { club: given, ...fields } = overrides;
      const clubId = (given ?? (await factories.defaultClub())).id;
      const db = app.db;
      let roomId = fields.organizationLocationRoomId;
      if (roomId === undefined) {
        const location = await db.insertInto('organizationLocations').values({ clubId, name: 'Main' }).returning('id').executeTakeFirstOrThrow();
        const room = await db.insertInto('organizationLocationRooms').values({ clubId, organizationLocationId: location.id, name: 'Ring' }).returning('id').executeTakeFirstOrThrow();
        roomId = room.id;
      }
      const classtypeId =
        fields.organizationClasstypeId ??
        (await db.insertInto('organizationClasstypes').values({ clubId, name: 'Boxing' }).returning('id').executeTakeFirstOrThrow()).id;
      return db
        .insertInto('scheduleItems')
        .values({ frequencyType: 'SPECIFIC', dateStart: '2026-03-10', timeStart: '18:00:00', timeEnd: '19:00:00', spaces: 10, ...fields, clubId, organizationLocationRoomId: roomId, organizationClasstypeId: classtypeId })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    /** A class pass product (10 classes, 3 months, 150.00 unless told), allowed for `forClasses`. */
    async classpassProduct(overrides: ClasspassOverrides = {}): Promise<OrganizationClasspass> {
      const { club: given, forClasses = [], shopBook = true, ...fields } = overrides;
      const clubId = (given ?? (await factories.defaultClub())).id;
      const product = await app.db
        .insertInto('organizationClasspasses')
        .values({ name: '10 classes', price: '150.00', validity: 3, validityUnit: 'MONTHS', classes: 10, ...fields, clubId })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (forClasses.length > 0) {
        const group = await app.db.insertInto('organizationClasspassGroups').values({ clubId, name: `Group ${unique()}` }).returning('id').executeTakeFirstOrThrow();
        await app.db.insertInto('organizationClasspassGroupClasspasses').values({ clubId, organizationClasspassGroupId: group.id, organizationClasspassId: product.id }).execute();
        await app.db
          .insertInto('scheduleItemOrganizationClasspassGroups')
          .values(forClasses.map((c) => ({ clubId, scheduleItemId: c.id, organizationClasspassGroupId: group.id, attend: true, shopBook })))
          .execute();
      }
      return product;
    },
    /** A pass of the product held by the account, valid from dateStart (default: the test clock's date). */
    accountClasspass(account: Pick<Account, 'id' | 'clubId'>, product: Pick<OrganizationClasspass, 'id'>, dateStart?: string): Promise<AccountClasspass> {
      return grantAccountClasspass(app.db, account.clubId, {
        accountId: account.id,
        organizationClasspassId: product.id,
        dateStart: dateStart ?? app.clock.now().toISOString().slice(0, 10),
      });
    },
    /** A subscription product (8 classes a MONTH, 60.00 from 2000-01-01 unless told), allowed for `forClasses`. */
    async subscriptionProduct(overrides: SubscriptionProductOverrides = {}): Promise<OrganizationSubscription> {
      const { club: given, price = '60.00', forClasses = [], shopBook = true, ...fields } = overrides;
      const clubId = (given ?? (await factories.defaultClub())).id;
      const product = await app.db
        .insertInto('organizationSubscriptions')
        .values({ name: 'Eight a month', subscriptionUnit: 'MONTH', classes: 8, ...fields, clubId })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (price !== null) {
        await app.db.insertInto('organizationSubscriptionPrices').values({ clubId, organizationSubscriptionId: product.id, price, dateStart: '2000-01-01' }).execute();
      }
      if (forClasses.length > 0) {
        const group = await app.db.insertInto('organizationSubscriptionGroups').values({ clubId, name: `Group ${unique()}` }).returning('id').executeTakeFirstOrThrow();
        await app.db.insertInto('organizationSubscriptionGroupSubscriptions').values({ clubId, organizationSubscriptionGroupId: group.id, organizationSubscriptionId: product.id }).execute();
        await app.db
          .insertInto('scheduleItemOrganizationSubscriptionGroups')
          .values(forClasses.map((c) => ({ clubId, scheduleItemId: c.id, organizationSubscriptionGroupId: group.id, attend: true, shopBook })))
          .execute();
      }
      return product;
    },
    /** A subscription of the product held by the account from dateStart (default: the test clock's date), running on. */
    async accountSubscription(
      account: Pick<Account, 'id' | 'clubId'>,
      product: Pick<OrganizationSubscription, 'id'>,
      overrides: AccountSubscriptionOverrides = {},
    ): Promise<AccountSubscription> {
      const row = await app.db
        .insertInto('accountSubscriptions')
        .values({ dateStart: app.clock.now().toISOString().slice(0, 10), ...overrides, clubId: account.clubId, accountId: account.id, organizationSubscriptionId: product.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      return (await findAccountSubscription(app.db, account.clubId, row.id))!;
    },
    /** A membership product (30.00 for 1 year unless told). */
    async membershipProduct(overrides: Partial<Omit<Insertable<OrganizationMembershipsTable>, 'clubId'>> & { club?: Club } = {}) {
      const { club: given, ...fields } = overrides;
      const clubId = (given ?? (await factories.defaultClub())).id;
      return app.db
        .insertInto('organizationMemberships')
        .values({ name: 'Club membership', price: '30.00', validity: 1, validityUnit: 'YEARS', ...fields, clubId })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    /** A trainer: a staff account (INSTRUCTOR) who gives appointments, working Monday to Friday 09:00–17:00 unless told. */
    async trainer(overrides: AccountOverrides & { hours?: WeeklyHoursRow[] } = {}): Promise<Account & { password: string }> {
      const { hours = [1, 2, 3, 4, 5].map((d): WeeklyHoursRow => [d, '09:00', '17:00']), ...fields } = overrides;
      const account = await factories.staff({ staffRoles: ['INSTRUCTOR'], instructor: true, firstName: 'Tara', lastName: 'Trainer', ...fields });
      await app.db.insertInto('appointmentTrainers').values({ clubId: account.clubId, accountId: account.id }).execute();
      if (hours.length > 0) {
        await app.db
          .insertInto('appointmentTrainerHours')
          .values(hours.map(([isoWeekday, timeStart, timeEnd]) => ({ clubId: account.clubId, accountId: account.id, isoWeekday, timeStart, timeEnd })))
          .execute();
      }
      return account;
    },
    /** A personal-training service (60 minutes, 45.00, no buffers unless told) in a category of its own. */
    async appointmentService(overrides: AppointmentServiceOverrides = {}): Promise<AppointmentService> {
      const { club: given, trainers = [], classpassProducts = [], ...fields } = overrides;
      const clubId = (given ?? (await factories.defaultClub())).id;
      const category = await app.db.insertInto('appointmentCategories').values({ clubId, name: 'Personal training' }).returning('id').executeTakeFirstOrThrow();
      const service = await app.db
        .insertInto('appointmentServices')
        .values({ name: 'Personal training', description: 'One to one', durationMinutes: 60, price: '45.00', ...fields, clubId, appointmentCategoryId: category.id })
        .returningAll()
        .executeTakeFirstOrThrow();
      for (const trainer of trainers) await app.db.insertInto('appointmentServiceTrainers').values({ clubId, appointmentServiceId: service.id, accountId: trainer.id }).execute();
      for (const product of classpassProducts) {
        await app.db.insertInto('appointmentServiceClasspasses').values({ clubId, appointmentServiceId: service.id, organizationClasspassId: product.id }).execute();
      }
      return service;
    },
  };
  return factories;
}

export type Factories = ReturnType<typeof createFactories>;
