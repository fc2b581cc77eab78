import { describe, expect, it } from 'vitest';
import { frequencyIntervalOf, scheduleItemFieldErrors, type ScheduleItemInput } from './schedule-item-input.js';
import { ATTEND_FOR_SUBSCRIPTION, ONE_SUBSCRIPTION_GROUP_ONCE } from '@kiai/shared';

const valid: ScheduleItemInput = {
  frequencyType: 'WEEKLY',
  dateStart: '2026-03-03',
  dateEnd: null,
  timeStart: '19:00',
  timeEnd: '20:00',
  organizationLocationRoomId: 1,
  organizationClasstypeId: 2,
  organizationLevelId: null,
  accountId: null,
  role: null,
  account2Id: null,
  role2: null,
  spaces: 12,
  walkInSpaces: null,
  displayPublic: true,
  infoMailEnabled: false,
  infoMailContent: '',
  classpassGroups: [],
  subscriptionGroups: [],
  organizationClasspassDropinId: null,
  organizationClasspassTrialId: null,
};

describe('scheduleItemFieldErrors', () => {
  it('passes a complete class', () => {
    expect(scheduleItemFieldErrors(valid)).toEqual({});
  });

  it("answers the spec's generic messages first, one per field", () => {
    expect(scheduleItemFieldErrors({ ...valid, timeStart: '', organizationLocationRoomId: null, spaces: 0, walkInSpaces: -1 })).toEqual({
      timeStart: 'This field is required',
      organizationLocationRoom: 'This field is required',
      spaces: 'Please input a number above 0',
      walkInSpaces: 'Please add a positive number',
    });
  });

  it('checks across fields: times and dates in order, walk-ins within the spaces, info mail text, pass groups', () => {
    expect(
      scheduleItemFieldErrors({
        ...valid,
        dateEnd: '2026-03-01',
        timeEnd: '18:30',
        walkInSpaces: 13,
        infoMailEnabled: true,
        classpassGroups: [{ organizationClasspassGroupId: 5, attend: false, shopBook: true }],
      }),
    ).toEqual({
      dateEnd: 'The end must be after the start',
      timeEnd: 'The end must be after the start',
      walkInSpaces: 'Walk-in spaces cannot be more than the spaces',
      infoMailContent: 'This field is required',
      classpassGroups: 'Attend must stay enabled when book in webshop is set',
    });
  });

  it('keeps attend on for a subscription group that may enroll or book in the shop, and each group once', () => {
    const group = { organizationSubscriptionGroupId: 7, attend: true, shopBook: false, enroll: false };
    expect(scheduleItemFieldErrors({ ...valid, subscriptionGroups: [{ ...group, attend: false, enroll: true }] })).toEqual({ subscriptionGroups: ATTEND_FOR_SUBSCRIPTION });
    expect(scheduleItemFieldErrors({ ...valid, subscriptionGroups: [{ ...group, attend: false, shopBook: true }] })).toEqual({ subscriptionGroups: ATTEND_FOR_SUBSCRIPTION });
    expect(scheduleItemFieldErrors({ ...valid, subscriptionGroups: [group, { ...group, enroll: true }] })).toEqual({ subscriptionGroups: ONE_SUBSCRIPTION_GROUP_ONCE });
    expect(scheduleItemFieldErrors({ ...valid, subscriptionGroups: [{ ...group, shopBook: true, enroll: true }] })).toEqual({});
  });

  it('ignores an end date on a class of one date', () => {
    expect(scheduleItemFieldErrors({ ...valid, frequencyType: 'SPECIFIC', dateEnd: '2020-01-01' })).toEqual({});
  });
});

describe('frequencyIntervalOf', () => {
  it("is the start date's ISO weekday for repeating classes and 0 for one date", () => {
    expect(frequencyIntervalOf({ frequencyType: 'WEEKLY', dateStart: '2026-03-03' })).toBe(2);
    expect(frequencyIntervalOf({ frequencyType: 'LAST_WEEKDAY_OF_MONTH', dateStart: '2026-03-29' })).toBe(7);
    expect(frequencyIntervalOf({ frequencyType: 'SPECIFIC', dateStart: '2026-03-03' })).toBe(0);
  });
});
