import { describe, expect, it } from 'vitest';
import { clubNow } from '../../platform/club-clock.js';
import { buildScheduleClass, type OccurrenceContext } from './occurrences.js';
import type { OccurrenceChange, ScheduleItemDetail } from './schedule.js';

const item: ScheduleItemDetail = {
  id: 7,
  clubId: 1,
  scheduleItemType: 'CLASS',
  frequencyType: 'WEEKLY',
  frequencyInterval: 2,
  dateStart: '2026-01-06',
  dateEnd: null,
  timeStart: '18:00:00',
  timeEnd: '19:00:00',
  organizationLocationRoomId: 3,
  organizationClasstypeId: 4,
  organizationLevelId: null,
  accountId: 9,
  role: null,
  account2Id: null,
  role2: null,
  spaces: 12,
  walkInSpaces: 2,
  enrollmentSpaces: 0,
  displayPublic: true,
  infoMailEnabled: false,
  infoMailContent: '',
  archived: false,
  room: { id: 3, name: 'Ring', location: { id: 1, name: 'Main' } },
  classtype: { id: 4, name: 'Boxing', description: '', descriptionTitle: '', urlImage: '' },
  level: null,
  account: { id: 9, firstName: 'Carmen', lastName: 'Coach', urlImageThumbnail: '' },
  account2: null,
};

const noChange: OccurrenceChange = {
  scheduleItemId: 7,
  date: '2026-03-10',
  status: null,
  description: null,
  room: null,
  classtype: null,
  level: null,
  timeStart: null,
  timeEnd: null,
  spaces: null,
  walkInSpaces: null,
  account: null,
  role: null,
  account2: null,
  role2: null,
};

function ctx(overrides: Partial<OccurrenceContext> = {}): OccurrenceContext {
  return {
    changes: new Map(),
    holidays: [],
    counts: new Map(),
    bookingDaysInAdvance: 31,
    now: clubNow(new Date('2026-03-02T09:00:00Z'), 'Europe/Amsterdam'),
    ...overrides,
  };
}

describe('one occurrence of a class', () => {
  it('takes its times, spaces and instructor from the item when nothing changed', () => {
    const c = buildScheduleClass(item, '2026-03-10', ctx());
    expect(c).toMatchObject({ timeStart: '18:00:00', spaces: 12, walkInSpaces: 2, availableSpacesOnline: 10, bookingStatus: 'OK', status: '', isoWeekDay: 2 });
    expect(c.account?.id).toBe(9);
  });

  it('keeps the item values for every field a one-time change leaves unset (never zero spaces)', () => {
    const c = buildScheduleClass(item, '2026-03-10', ctx({ changes: new Map([['7:2026-03-10', { ...noChange, description: 'Bring gloves' }]]) }));
    expect(c).toMatchObject({ spaces: 12, walkInSpaces: 2, availableSpacesTotal: 12, timeStart: '18:00:00', description: 'Bring gloves', bookingStatus: 'OK' });
  });

  it('applies the fields a one-time change sets, including a cancellation', () => {
    const change: OccurrenceChange = {
      ...noChange,
      status: 'CANCELLED',
      spaces: 4,
      timeStart: '17:00:00',
      account: { id: 11, firstName: 'Sub', lastName: 'Stitute', urlImageThumbnail: '' },
      role: 'SUB',
    };
    const c = buildScheduleClass(item, '2026-03-10', ctx({ changes: new Map([['7:2026-03-10', change]]) }));
    expect(c).toMatchObject({ status: 'CANCELLED', spaces: 4, walkInSpaces: 2, timeStart: '17:00:00', role: 'SUB', bookingStatus: 'CANCELLED' });
    expect(c.account?.id).toBe(11);
  });

  it('is a holiday only at the holiday’s locations, on its dates', () => {
    const holidays = [{ name: 'Spring break', dateStart: '2026-03-09', dateEnd: '2026-03-10', locationId: 1 }];
    expect(buildScheduleClass(item, '2026-03-10', ctx({ holidays }))).toMatchObject({ holiday: true, holidayName: 'Spring break', bookingStatus: 'HOLIDAY' });
    expect(buildScheduleClass(item, '2026-03-17', ctx({ holidays })).holiday).toBe(false);
    const elsewhere = [{ ...holidays[0]!, locationId: 2 }];
    expect(buildScheduleClass(item, '2026-03-10', ctx({ holidays: elsewhere })).holiday).toBe(false);
  });

  it('follows a room change to another location for holidays', () => {
    const change = { ...noChange, room: { id: 5, name: 'Studio', location: { id: 2, name: 'Harbour' } } };
    const holidays = [{ name: 'Harbour closed', dateStart: '2026-03-10', dateEnd: '2026-03-10', locationId: 2 }];
    const c = buildScheduleClass(item, '2026-03-10', ctx({ changes: new Map([['7:2026-03-10', change]]), holidays }));
    expect(c).toMatchObject({ holiday: true, bookingStatus: 'HOLIDAY' });
  });

  it('counts booked and attending members against the online spaces', () => {
    const c = buildScheduleClass(item, '2026-03-10', ctx({ counts: new Map([['7:2026-03-10', { countBooked: 8, countAttending: 2 }]]) }));
    expect(c).toMatchObject({ countAttendingAndBooked: 10, availableSpacesOnline: 0, availableSpacesTotal: 2, bookingStatus: 'FULL' });
  });
});
