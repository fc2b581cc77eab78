import { describe, expect, it } from 'vitest';
import { formValuesOf, NEW_CLASS_VALUES, scheduleItemInputOf, type ScheduleItemFields } from './schedule-item-form-values.js';

const saved: ScheduleItemFields = {
  frequencyType: 'WEEKLY',
  dateStart: '2026-03-03',
  dateEnd: null,
  timeStart: '19:00:00',
  timeEnd: '20:30:00',
  spaces: 12,
  walkInSpaces: 2,
  displayPublic: false,
  infoMailEnabled: false,
  infoMailContent: '',
  role: 'SUB',
  role2: null,
  account: { id: 'acc1' },
  account2: null,
  organizationLocationRoom: { id: 'room1' },
  organizationClasstype: { id: 'type1' },
  organizationLevel: null,
  classpassGroups: [{ organizationClasspassGroupId: 'g1', attend: true, shopBook: false }],
  subscriptionGroups: [{ organizationSubscriptionGroupId: 's1', attend: true, shopBook: true, enroll: false }],
  organizationClasspassDropinId: 'p1',
  organizationClasspassTrialId: null,
};

describe('class form values', () => {
  it('round-trips a saved class through the form unchanged', () => {
    const values = formValuesOf(saved);
    expect(values).toMatchObject({ timeStart: '19:00', timeEnd: '20:30', spaces: '12', account: 'acc1', organizationLevel: '', classpassGroups: { g1: { attend: true, shopBook: false } } });
    expect(scheduleItemInputOf(values)).toEqual({
      frequencyType: 'WEEKLY',
      dateStart: '2026-03-03',
      dateEnd: null,
      timeStart: '19:00',
      timeEnd: '20:30',
      organizationLocationRoom: 'room1',
      organizationClasstype: 'type1',
      organizationLevel: null,
      account: 'acc1',
      role: 'SUB',
      account2: null,
      role2: null,
      spaces: 12,
      walkInSpaces: 2,
      displayPublic: false,
      infoMailEnabled: false,
      infoMailContent: '',
      classpassGroups: [{ organizationClasspassGroup: 'g1', attend: true, shopBook: false }],
      subscriptionGroups: [{ organizationSubscriptionGroup: 's1', attend: true, shopBook: true, enroll: false }],
      organizationClasspassDropin: 'p1',
      organizationClasspassTrial: null,
    });
  });

  it('sends empty fields as none (the server answers required ones), drops unticked groups and the end date of a one-date class', () => {
    const input = scheduleItemInputOf({
      ...NEW_CLASS_VALUES,
      frequencyType: 'SPECIFIC',
      dateEnd: '2026-12-31',
      walkInSpaces: '',
      classpassGroups: { g1: { attend: false, shopBook: false } },
      subscriptionGroups: { s1: { attend: false, shopBook: false, enroll: false } },
    });
    expect(input).toMatchObject({ dateEnd: null, spaces: null, walkInSpaces: null, organizationLocationRoom: null, classpassGroups: [], subscriptionGroups: [] });
  });
});
