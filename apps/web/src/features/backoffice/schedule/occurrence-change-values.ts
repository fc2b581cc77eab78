import type { ChangeScheduleClassInput, ScheduleClassOccurrenceStatus, ScheduleItemInstructorRole } from '../../../graphql-types.generated.js';
import { numberOrNull, orNull } from './schedule-item-form-values.js';

/** The one-time change form: '' everywhere means "as the class has it". */
export interface OccurrenceChangeFormValues {
  status: string;
  description: string;
  organizationLocationRoom: string;
  timeStart: string;
  timeEnd: string;
  spaces: string;
  walkInSpaces: string;
  account: string;
  role: string;
  account2: string;
  role2: string;
}

export interface SavedChange {
  status: string | null;
  description: string | null;
  organizationLocationRoomId: string | null;
  timeStart: string | null;
  timeEnd: string | null;
  spaces: number | null;
  walkInSpaces: number | null;
  accountId: string | null;
  role: string | null;
  account2Id: string | null;
  role2: string | null;
}

const text = (value: string | number | null) => (value === null ? '' : String(value));

/** The saved change (or none) as the form shows it. */
export function changeFormValuesOf(change: SavedChange | null): OccurrenceChangeFormValues {
  return {
    status: text(change?.status ?? null),
    description: text(change?.description ?? null),
    organizationLocationRoom: text(change?.organizationLocationRoomId ?? null),
    timeStart: (change?.timeStart ?? '').slice(0, 5),
    timeEnd: (change?.timeEnd ?? '').slice(0, 5),
    spaces: text(change?.spaces ?? null),
    walkInSpaces: text(change?.walkInSpaces ?? null),
    account: text(change?.accountId ?? null),
    role: text(change?.role ?? null),
    account2: text(change?.account2Id ?? null),
    role2: text(change?.role2 ?? null),
  };
}

/** The change as the API takes it; `status` overrides the form's (cancelling a date sends CANCELLED). */
export function changeInputOf(scheduleItem: string, date: string, values: OccurrenceChangeFormValues, status?: ScheduleClassOccurrenceStatus): ChangeScheduleClassInput {
  return {
    scheduleItem,
    date,
    status: status ?? (orNull(values.status) as ScheduleClassOccurrenceStatus | null),
    description: orNull(values.description),
    organizationLocationRoom: orNull(values.organizationLocationRoom),
    timeStart: orNull(values.timeStart),
    timeEnd: orNull(values.timeEnd),
    spaces: numberOrNull(values.spaces),
    walkInSpaces: numberOrNull(values.walkInSpaces),
    account: orNull(values.account),
    role: orNull(values.role) as ScheduleItemInstructorRole | null,
    account2: orNull(values.account2),
    role2: orNull(values.role2) as ScheduleItemInstructorRole | null,
  };
}
