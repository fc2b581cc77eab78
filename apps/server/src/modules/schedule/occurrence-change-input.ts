import { checkFields, isTimeOfDay, OCCURRENCE_CHANGE_FIELD_RULES } from '@kiai/shared';
import type { InstructorRole, OccurrenceChangeStatus } from '../../platform/db/tables/schedule.js';
import { fullTime } from './schedule-item-input.js';

/** A one-time change as staff enter it: null leaves the class's own value. */
export interface OccurrenceChangeInput {
  status: OccurrenceChangeStatus | null;
  description: string | null;
  organizationLocationRoomId: number | null;
  timeStart: string | null;
  timeEnd: string | null;
  spaces: number | null;
  walkInSpaces: number | null;
  accountId: number | null;
  role: InstructorRole | null;
  account2Id: number | null;
  role2: InstructorRole | null;
}

/** The first problem of each field; `current` are the class's own times, which an unchanged one keeps. */
export function occurrenceChangeFieldErrors(input: OccurrenceChangeInput, current: { timeStart: string; timeEnd: string }): Record<string, string> {
  // Null means "no change": an empty spaces field is never read as zero (domain notes, fix).
  const errors: Record<string, string> = checkFields({ spaces: input.spaces, walkInSpaces: input.walkInSpaces }, OCCURRENCE_CHANGE_FIELD_RULES);
  const fail = (field: string, message: string) => {
    errors[field] ??= message;
  };
  if (input.timeStart !== null && !isTimeOfDay(input.timeStart)) fail('timeStart', 'Please enter a time as HH:mm');
  if (input.timeEnd !== null && !isTimeOfDay(input.timeEnd)) fail('timeEnd', 'Please enter a time as HH:mm');
  if (!errors.timeStart && !errors.timeEnd) {
    const start = input.timeStart === null ? current.timeStart : fullTime(input.timeStart);
    const end = input.timeEnd === null ? current.timeEnd : fullTime(input.timeEnd);
    if (end <= start) fail('timeEnd', 'The end must be after the start');
  }
  if (input.spaces !== null && input.spaces > 10000) fail('spaces', 'A class has at most 10000 spaces');
  return errors;
}

/** The row values of the change: empty text is no description, times as HH:mm:ss. */
export function occurrenceChangeValues(input: OccurrenceChangeInput) {
  return {
    status: input.status,
    description: input.description?.trim() ? input.description.trim() : null,
    organizationLocationRoomId: input.organizationLocationRoomId,
    timeStart: input.timeStart === null ? null : fullTime(input.timeStart),
    timeEnd: input.timeEnd === null ? null : fullTime(input.timeEnd),
    spaces: input.spaces,
    walkInSpaces: input.walkInSpaces,
    accountId: input.accountId,
    role: input.accountId === null ? null : input.role,
    account2Id: input.account2Id,
    role2: input.account2Id === null ? null : input.role2,
  };
}
