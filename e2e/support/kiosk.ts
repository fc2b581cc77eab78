import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { graphql, shopClasspassId, type ApiClient } from './api.js';
import { clubDate } from './club-time-zone.js';
import { clubClock, seedClassAtNewLocation, type ClassToSeed } from './seed-class.js';
import { portal } from './session.js';

/** One date of a class, as the kiosk's specs book into it and count its attendances. */
export interface Occurrence {
  scheduleItem: string;
  /** YYYY-MM-DD */
  date: string;
}

/**
 * A class of the spec's own, late today (23:00–23:45) at a new location (so no other spec's "last class of
 * Northside Main" moves), kept off the public schedule (other specs read it): 4 spaces, no walk-in spaces, open
 * to the passes of the 'All classes' group. `locationName` must be new (unique per run and retry).
 */
export async function lateClassOfItsOwn(api: ApiClient, admin: string, locationName: string): Promise<Occurrence> {
  const date = clubDate();
  const { scheduleItem } = await seedClassAtNewLocation((query, variables) => graphql(api, query, variables, admin), {
    locationName,
    roomName: 'Dojo',
    date,
    timeStart: '23:00',
    timeEnd: '23:45',
    spaces: 4,
    walkInSpaces: 0,
    displayPublic: false,
  });
  return { scheduleItem, date };
}

export interface ClassStartingSoon extends Occurrence {
  /** the location's name, as the kiosk lists it */
  locationName: string;
  /** HH:mm on the club's clock */
  start: string;
  end: string;
}

/**
 * A class starting in 30 minutes, for an hour (open for check-in, not yet started, so walk-ins are taken and a
 * card scan goes to it), at a location of its own, so no other class competes for "the next class here"; kept off
 * the public schedule, 10 spaces, open to the 'All classes' passes. A retry makes its own location: the first
 * attempt's is still there under the same name (the suffix has no character special in a RegExp: specs match the
 * name in one). The spec is skipped when the class would run past midnight.
 */
export async function classStartingSoon(api: ApiClient, admin: string, locationName: string, seed: Pick<ClassToSeed, 'roomName' | 'classtype' | 'instructor'>): Promise<ClassStartingSoon> {
  const clock = clubClock(30);
  const start = clock.at(0);
  const end = clock.at(60);
  test.skip(start === null || end === null, 'The class would run past midnight: the kiosk only sees today.');
  const uniqueName = test.info().retry ? `${locationName}, retry ${test.info().retry}` : locationName;
  const { scheduleItem } = await seedClassAtNewLocation((query, variables) => graphql(api, query, variables, admin), {
    locationName: uniqueName,
    date: clock.date,
    timeStart: start!,
    timeEnd: end!,
    spaces: 10,
    displayPublic: false,
    ...seed,
  });
  return { scheduleItem, date: clock.date, locationName: uniqueName, start: start!, end: end! };
}

/**
 * Pairs the tablet's browser as a kiosk with a code the admin makes, as staff would at the door, and waits for
 * the kiosk's start screen. `origin`: another server than the test server (a spec's own).
 */
export async function pairKiosk(api: ApiClient, admin: string, tablet: Page, kioskName: string, origin = ''): Promise<void> {
  const { createCheckinPairingCode } = await graphql<{ createCheckinPairingCode: { code: string } }>(api, 'mutation { createCheckinPairingCode { code } }', {}, admin);
  await tablet.goto(`${origin}${portal('/checkin')}`);
  await tablet.getByLabel('Pairing code').fill(createCheckinPairingCode.code);
  await tablet.getByLabel('Name of this kiosk').fill(kioskName);
  await tablet.getByRole('button', { name: 'Pair' }).click();
  await expect(tablet.getByRole('heading', { name: 'Self check-in' })).toBeVisible();
}

/** A new member (last name Kiosk), sold a 10-class pass at the desk and booked into the class with it; answers the booking's id. */
export async function bookedMember(api: ApiClient, admin: string, firstName: string, occurrence: Occurrence): Promise<string> {
  const { createAccount } = await graphql<{ createAccount: { account: { id: string } } }>(
    api,
    'mutation($input: CreateAccountInput!) { createAccount(input: $input) { account { id } } }',
    { input: { email: `kiosk-${randomUUID().slice(0, 8)}@example.test`, firstName, lastName: 'Kiosk' } },
    admin,
  );
  const { sellAccountClasspass } = await graphql<{ sellAccountClasspass: { attendance: { id: string } } }>(
    api,
    'mutation($input: SellAccountClasspassInput!) { sellAccountClasspass(input: $input) { attendance { id } } }',
    { input: { account: createAccount.account.id, organizationClasspass: await shopClasspassId(api, '10-class pass'), scheduleItem: occurrence.scheduleItem, date: occurrence.date } },
    admin,
  );
  return sellAccountClasspass.attendance.id;
}

export interface CardHolder {
  id: string;
  firstName: string;
  email: string;
  /** as the kiosk shows it: first name and last initial */
  displayName: string;
  keyNumber: string;
}

/**
 * A member of the spec's own (last name Kiosk) with a member card; `pass`: sold a 10-class pass at the desk (and
 * booked into `bookInto` with it). Each check-in uses a class of the member's own pass, never the demo member's,
 * which the portal's booking specs count on.
 */
export async function cardHolder(api: ApiClient, admin: string, name: string, options: { pass: boolean; bookInto?: Occurrence }): Promise<CardHolder> {
  const firstName = `${name}${randomUUID().slice(0, 4)}`;
  const email = `card-${firstName}@example.test`;
  const keyNumber = String(4_100_000_000 + Math.floor(Math.random() * 800_000_000));
  const { createAccount } = await graphql<{ createAccount: { account: { id: string } } }>(
    api,
    'mutation($input: CreateAccountInput!) { createAccount(input: $input) { account { id } } }',
    { input: { email, firstName, lastName: 'Kiosk', keyNumber } },
    admin,
  );
  if (options.pass) {
    await graphql(
      api,
      'mutation($input: SellAccountClasspassInput!) { sellAccountClasspass(input: $input) { accountClasspass { id } } }',
      {
        input: {
          account: createAccount.account.id,
          organizationClasspass: await shopClasspassId(api, '10-class pass'),
          ...(options.bookInto && { scheduleItem: options.bookInto.scheduleItem, date: options.bookInto.date }),
        },
      },
      admin,
    );
  }
  return { id: createAccount.account.id, firstName, email, displayName: `${firstName} K.`, keyNumber };
}

/** The class's attendances per first name, as the server counts them (not what a page shows). */
export async function attendancesOf(api: ApiClient, admin: string, occurrence: Occurrence): Promise<Record<string, string[]>> {
  const { scheduleClassAttendanceList } = await graphql<{ scheduleClassAttendanceList: { attendances: { firstName: string; bookingStatus: string }[] } }>(
    api,
    'query($item: ID!, $date: Date!) { scheduleClassAttendanceList(scheduleItem: $item, date: $date) { attendances { firstName bookingStatus } } }',
    { item: occurrence.scheduleItem, date: occurrence.date },
    admin,
  );
  const byName: Record<string, string[]> = {};
  for (const a of scheduleClassAttendanceList.attendances) (byName[a.firstName] ??= []).push(a.bookingStatus);
  return byName;
}
