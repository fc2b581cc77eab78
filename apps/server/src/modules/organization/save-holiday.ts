import type { AppContext } from '../../platform/app-context.js';
import type { Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { cancelHolidayClasses } from '../schedule/index.js';
import { changeOrganization, saveTableRow, type SaveTarget } from './organization-item.js';
import { DATE_END_BEFORE_START, daysInRange, HOLIDAY_RULES, HOLIDAY_TOO_LONG, MAX_BACK_OFFICE_RANGE_DAYS } from '@kiai/shared';
import { assertValidFields } from '../../platform/errors.js';
import { refuseField } from './organization-rules.js';
import { countOwned, deleteHoliday, replaceHolidayLocations } from './organization.repository.js';

export const UNKNOWN_LOCATION = 'Choose locations of this club.';

export interface HolidayInput {
  name: string;
  description: string;
  dateStart: string;
  dateEnd: string;
  /** the locations that close; their classes show HOLIDAY on these dates */
  locationIds: readonly (number | null)[];
}

/**
 * Creates or changes a holiday: a date range (both days included) and the locations it closes; the classes it closes
 * that have not started are called off (cancelHolidayClasses). Deleting it later opens them again, bookings not restored.
 */
export function saveHoliday(app: AppContext, club: Club, actor: Actor | null, target: SaveTarget, input: HolidayInput): Promise<number> {
  return changeOrganization(app, club, actor, async (trx) => {
    // A holiday that is not this club's answers like a missing one before its input is judged (test plan Z5).
    if (target === null || (target !== 'new' && (await countOwned(trx, 'organizationHolidays', club.id, [target])) === 0)) return null;
    const locationIds = input.locationIds.filter((id): id is number => id !== null);
    assertValidFields({ ...input, locations: input.locationIds }, HOLIDAY_RULES);
    const days = daysInRange(input.dateStart, input.dateEnd);
    if (days < 1) refuseField('dateEnd', DATE_END_BEFORE_START);
    if (days > MAX_BACK_OFFICE_RANGE_DAYS) refuseField('dateEnd', HOLIDAY_TOO_LONG);
    const owned = await countOwned(trx, 'organizationLocations', club.id, locationIds);
    if (locationIds.length !== input.locationIds.length || owned !== new Set(locationIds).size) refuseField('locations', UNKNOWN_LOCATION);
    const values = { name: input.name.trim(), description: input.description, dateStart: input.dateStart, dateEnd: input.dateEnd };
    const id = await saveTableRow(trx, 'organizationHolidays', club.id, target, values);
    if (id === null) return null;
    await replaceHolidayLocations(trx, club.id, id, locationIds);
    // The classes it closes are called off: bookings cancelled, credits (late cancels' too) back, members mailed.
    await cancelHolidayClasses(app, trx, club, values, app.clock.now());
    return id;
  });
}

/** Deletes a holiday (nothing points at one: the schedule only reads it). */
export function removeHoliday(app: AppContext, club: Club, actor: Actor | null, id: number | null): Promise<number> {
  return changeOrganization(app, club, actor, async (trx) => (id !== null && (await deleteHoliday(trx, club.id, id)) ? id : null));
}
