/**
 * One class today at a location of its own, made through the admin's GraphQL API: for the kiosk's specs and its
 * bench (bench/checkin), which each need "the classes of a location" that no other class competes in. Not tied to
 * Playwright: the caller passes how to run an operation as the admin.
 */
import { wallClock } from './club-time-zone.js';

/** Runs one GraphQL operation with the admin's session; throws when it answers errors. */
export type AdminGraphQL = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

export interface ClassToSeed {
  /** Unique per run (and per retry): a location of the same name may be there from an earlier one. */
  locationName: string;
  roomName: string;
  /** YYYY-MM-DD and HH:mm, on the club's clock */
  date: string;
  timeStart: string;
  timeEnd: string;
  spaces: number;
  /** none given: the class's default (walk-ins within its spaces) */
  walkInSpaces?: number;
  /** Also the location's and room's: a hidden class keeps other specs' public timetable as it was. */
  displayPublic: boolean;
  /** The class type by name; none given: the club's first. */
  classtype?: string;
  /** The instructor's account id */
  instructor?: string;
  /** A subscription group by name whose members may attend and book it in the shop; none given: passes only. */
  subscriptionGroup?: string;
}

export interface SeededClass {
  scheduleItem: string;
  location: string;
}

/** The club's date and wall-clock minute now, and that minute plus `minutes` as HH:mm (null past midnight: another day). */
export function clubClock(minutesAhead: number): { date: string; at: (minutes: number) => string | null } {
  const { date, minutes: now } = wallClock(new Date());
  const at = (minutes: number) => {
    const total = now + minutesAhead + minutes;
    return total >= 24 * 60 ? null : `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  };
  return { date, at };
}

/** Creates the location, its room and the class, open to the passes of the 'All classes' group. */
export async function seedClassAtNewLocation(graphql: AdminGraphQL, input: ClassToSeed): Promise<SeededClass> {
  const { createOrganizationLocation } = await graphql<{ createOrganizationLocation: { organizationLocation: { id: string } } }>(
    'mutation($input: CreateOrganizationLocationInput!) { createOrganizationLocation(input: $input) { organizationLocation { id } } }',
    { input: { name: input.locationName, displayPublic: input.displayPublic } },
  );
  const location = createOrganizationLocation.organizationLocation.id;
  const { createOrganizationLocationRoom } = await graphql<{ createOrganizationLocationRoom: { organizationLocationRoom: { id: string } } }>(
    'mutation($input: CreateOrganizationLocationRoomInput!) { createOrganizationLocationRoom(input: $input) { organizationLocationRoom { id } } }',
    { input: { name: input.roomName, organizationLocation: location, displayPublic: input.displayPublic } },
  );
  type Named = { edges: { node: { id: string; name: string } }[] };
  const lists = await graphql<{ organizationClasstypes: Named; organizationClasspassGroups: Named; organizationSubscriptionGroups: Named }>(
    '{ organizationClasstypes(first: 100) { edges { node { id name } } } organizationClasspassGroups(first: 100) { edges { node { id name } } } organizationSubscriptionGroups(first: 100) { edges { node { id name } } } }',
  );
  const classtypes = lists.organizationClasstypes.edges.map((e) => e.node);
  const classtype = input.classtype === undefined ? classtypes[0] : classtypes.find((c) => c.name === input.classtype);
  const group = lists.organizationClasspassGroups.edges.find((e) => e.node.name === 'All classes')?.node;
  if (!classtype || !group) throw new Error(`The club has no class type ${input.classtype ?? ''} or no 'All classes' pass group`);
  const subscriptionGroup = input.subscriptionGroup === undefined ? undefined : lists.organizationSubscriptionGroups.edges.find((e) => e.node.name === input.subscriptionGroup)?.node;
  if (input.subscriptionGroup !== undefined && !subscriptionGroup) throw new Error(`The club has no subscription group ${input.subscriptionGroup}`);
  const { createScheduleItem } = await graphql<{ createScheduleItem: { scheduleItem: { id: string } } }>(
    'mutation($input: CreateScheduleItemInput!) { createScheduleItem(input: $input) { scheduleItem { id } } }',
    {
      input: {
        frequencyType: 'SPECIFIC',
        dateStart: input.date,
        timeStart: input.timeStart,
        timeEnd: input.timeEnd,
        displayPublic: input.displayPublic,
        infoMailEnabled: false,
        spaces: input.spaces,
        walkInSpaces: input.walkInSpaces,
        organizationLocationRoom: createOrganizationLocationRoom.organizationLocationRoom.id,
        organizationClasstype: classtype.id,
        account: input.instructor,
        classpassGroups: [{ organizationClasspassGroup: group.id, attend: true, shopBook: true }],
        ...(subscriptionGroup ? { subscriptionGroups: [{ organizationSubscriptionGroup: subscriptionGroup.id, attend: true, shopBook: true, enroll: false }] } : {}),
      },
    },
  );
  return { scheduleItem: createScheduleItem.scheduleItem.id, location };
}
