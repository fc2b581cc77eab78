import { checkFields, FORM_MESSAGES, isTimeOfDay, SCHEDULE_ITEM_FIELD_RULES, subscriptionGroupsError, type SubscriptionGroupAccess } from '@kiai/shared';
import type { FrequencyType, InstructorRole } from '../../platform/db/tables/schedule.js';
import { isCalendarDate, isoWeekday } from '../../platform/club-clock.js';

/** What staff enter for a class: the same for create and edit. Ids are numeric, times HH:mm or HH:mm:ss. */
export interface ScheduleItemInput {
  frequencyType: FrequencyType;
  dateStart: string;
  /** WEEKLY and LAST_WEEKDAY_OF_MONTH; null runs on and on */
  dateEnd: string | null;
  timeStart: string;
  timeEnd: string;
  organizationLocationRoomId: number | null;
  organizationClasstypeId: number | null;
  organizationLevelId: number | null;
  accountId: number | null;
  role: InstructorRole | null;
  account2Id: number | null;
  role2: InstructorRole | null;
  spaces: number | null;
  walkInSpaces: number | null;
  displayPublic: boolean;
  infoMailEnabled: boolean;
  infoMailContent: string;
  classpassGroups: { organizationClasspassGroupId: number; attend: boolean; shopBook: boolean }[];
  /** which subscription groups may attend, book in the shop and enroll */
  subscriptionGroups: (SubscriptionGroupAccess & { organizationSubscriptionGroupId: number })[];
  organizationClasspassDropinId: number | null;
  organizationClasspassTrialId: number | null;
}

// Our own messages for what the spec's generic ones (section 5) do not cover.
const VALID_DATE = 'Please enter a date as YYYY-MM-DD';
const VALID_TIME = 'Please enter a time as HH:mm';
const END_AFTER_START = 'The end must be after the start';
const AT_MOST_SPACES = 'A class has at most 10000 spaces';
const WALK_INS_WITHIN_SPACES = 'Walk-in spaces cannot be more than the spaces';
const ATTEND_FOR_SHOP = 'Attend must stay enabled when book in webshop is set';
const ONE_GROUP_ONCE = 'Each pass group can be chosen once';

/** HH:mm or HH:mm:ss as the database's HH:mm:ss. */
export function fullTime(time: string): string {
  return time.length === 5 ? `${time}:00` : time;
}

/** The first problem of each field (empty when the class can be saved): the shared form rules, then ours. */
export function scheduleItemFieldErrors(input: ScheduleItemInput): Record<string, string> {
  // The form's field names, as the shared rules know them.
  const errors: Record<string, string> = checkFields(
    {
      dateStart: input.dateStart,
      timeStart: input.timeStart,
      timeEnd: input.timeEnd,
      organizationLocationRoom: input.organizationLocationRoomId,
      organizationClasstype: input.organizationClasstypeId,
      spaces: input.spaces,
      walkInSpaces: input.walkInSpaces,
    },
    SCHEDULE_ITEM_FIELD_RULES,
  );
  const fail = (field: string, message: string) => {
    errors[field] ??= message;
  };
  if (!isCalendarDate(input.dateStart)) fail('dateStart', VALID_DATE);
  if (input.dateEnd !== null && input.frequencyType !== 'SPECIFIC') {
    if (!isCalendarDate(input.dateEnd)) fail('dateEnd', VALID_DATE);
    else if (isCalendarDate(input.dateStart) && input.dateEnd < input.dateStart) fail('dateEnd', END_AFTER_START);
  }
  if (!isTimeOfDay(input.timeStart)) fail('timeStart', VALID_TIME);
  if (!isTimeOfDay(input.timeEnd)) fail('timeEnd', VALID_TIME);
  else if (isTimeOfDay(input.timeStart) && fullTime(input.timeEnd) <= fullTime(input.timeStart)) fail('timeEnd', END_AFTER_START);
  if (input.spaces !== null && input.spaces > 10000) fail('spaces', AT_MOST_SPACES);
  if (input.spaces !== null && (input.walkInSpaces ?? 0) > input.spaces) fail('walkInSpaces', WALK_INS_WITHIN_SPACES);
  if (input.infoMailEnabled && input.infoMailContent.trim() === '') fail('infoMailContent', FORM_MESSAGES.required);
  if (input.classpassGroups.some((g) => g.shopBook && !g.attend)) fail('classpassGroups', ATTEND_FOR_SHOP);
  if (new Set(input.classpassGroups.map((g) => g.organizationClasspassGroupId)).size !== input.classpassGroups.length) fail('classpassGroups', ONE_GROUP_ONCE);
  const subscriptionProblem = subscriptionGroupsError(input.subscriptionGroups.map((g) => ({ ...g, groupId: g.organizationSubscriptionGroupId })));
  if (subscriptionProblem !== null) fail('subscriptionGroups', subscriptionProblem);
  return errors;
}

/** The weekday a repeating class runs on is its start date's; a class on one date has none (0). */
export function frequencyIntervalOf(input: Pick<ScheduleItemInput, 'frequencyType' | 'dateStart'>): number {
  return input.frequencyType === 'SPECIFIC' ? 0 : isoWeekday(input.dateStart);
}
