import { describe, expect, it } from 'vitest';
import { occurrenceChangeFieldErrors, occurrenceChangeValues, type OccurrenceChangeInput } from './occurrence-change-input.js';

const none: OccurrenceChangeInput = {
  status: null,
  description: null,
  organizationLocationRoomId: null,
  timeStart: null,
  timeEnd: null,
  spaces: null,
  walkInSpaces: null,
  accountId: null,
  role: null,
  account2Id: null,
  role2: null,
};
const current = { timeStart: '18:00:00', timeEnd: '19:00:00' };

describe('one-time change input', () => {
  it('takes an empty change as "no change", never as zero spaces', () => {
    expect(occurrenceChangeFieldErrors(none, current)).toEqual({});
    expect(occurrenceChangeValues(none)).toMatchObject({ spaces: null, walkInSpaces: null, description: null });
  });

  it('refuses zero spaces and an end before the start, counting the class own time for the side left unchanged', () => {
    expect(occurrenceChangeFieldErrors({ ...none, spaces: 0, timeStart: '19:30' }, current)).toEqual({
      spaces: 'Please input a number above 0',
      timeEnd: 'The end must be after the start',
    });
    expect(occurrenceChangeFieldErrors({ ...none, timeEnd: '17:00' }, current)).toEqual({ timeEnd: 'The end must be after the start' });
  });

  it('stores times as HH:mm:ss, a blank description as none, and no role without its instructor', () => {
    expect(occurrenceChangeValues({ ...none, timeStart: '18:30', description: '  ', role: 'SUB' })).toMatchObject({ timeStart: '18:30:00', description: null, role: null });
  });
});
