import { describe, expect, it } from 'vitest';
import { changeFormValuesOf, changeInputOf } from './occurrence-change-values.js';

describe('one-time change form values', () => {
  it('shows no change as empty fields and sends them as null, never as zero spaces', () => {
    const values = changeFormValuesOf(null);
    expect(values.spaces).toBe('');
    expect(changeInputOf('item', '2026-03-10', values)).toEqual({
      scheduleItem: 'item',
      date: '2026-03-10',
      status: null,
      description: null,
      organizationLocationRoom: null,
      timeStart: null,
      timeEnd: null,
      spaces: null,
      walkInSpaces: null,
      account: null,
      role: null,
      account2: null,
      role2: null,
    });
  });

  it('keeps a saved change and lets cancelling override the status', () => {
    const values = changeFormValuesOf({
      status: 'OPEN',
      description: 'Outside',
      organizationLocationRoomId: 'room',
      timeStart: '18:30:00',
      timeEnd: null,
      spaces: 30,
      walkInSpaces: null,
      accountId: null,
      role: null,
      account2Id: null,
      role2: null,
    });
    expect(values).toMatchObject({ status: 'OPEN', timeStart: '18:30', spaces: '30' });
    expect(changeInputOf('item', '2026-03-10', values, 'CANCELLED')).toMatchObject({ status: 'CANCELLED', description: 'Outside', organizationLocationRoom: 'room', timeStart: '18:30', spaces: 30 });
  });
});
