import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  initialWizardState,
  isStepClickable,
  parseWizardState,
  serializeWizardState,
  SLOT_FORMAT,
  slotStart,
  withDate,
  withTime,
  withTrainer,
  type WizardState,
} from './wizard-state.js';

const trainer = { staff_member_id: 7, name: 'Carmen Coach', urlImageThumbnailSmall: null };

describe('the stepper', () => {
  it('lets the member click the current step and the ones before it, never a later one', () => {
    expect(isStepClickable('SELECT_INSTRUCTOR', 'CALENDAR')).toBe(true);
    expect(isStepClickable('CALENDAR', 'CALENDAR')).toBe(true);
    expect(isStepClickable('BOOK', 'CALENDAR')).toBe(false);
    expect(isStepClickable('COMPLETE', 'BOOK')).toBe(false);
  });

  it('makes no step clickable once COMPLETE is reached', () => {
    for (const step of ['SELECT_INSTRUCTOR', 'CALENDAR', 'BOOK', 'COMPLETE'] as const) expect(isStepClickable(step, 'COMPLETE')).toBe(false);
  });
});

describe('choices', () => {
  const chosen: WizardState = withTime(withDate(withTrainer(initialWizardState(3), trainer), '2026-11-24'), slotStart('2026-11-24', '02:30 PM'), 3600);

  it('reads a slot label as a time on the chosen day and ends it duration_seconds later', () => {
    expect(chosen.startTime).toEqual(new Date(2026, 10, 24, 14, 30));
    expect(chosen.endTime).toEqual(new Date(2026, 10, 24, 15, 30));
  });

  it('gives back the slot labels when its start and end are formatted, as create_appointment sends them', () => {
    expect(dayjs(chosen.startTime).format(SLOT_FORMAT)).toBe('02:30 PM');
    expect(dayjs(chosen.endTime).format(SLOT_FORMAT)).toBe('03:30 PM');
    expect(dayjs(slotStart('2026-11-24', '12:00 AM')).format(SLOT_FORMAT)).toBe('12:00 AM');
  });

  it('clears the chosen time when the date changes', () => {
    expect(withDate(chosen, '2026-11-25')).toMatchObject({ date: '2026-11-25', startTime: null, endTime: null });
  });

  it('starts the day and time over for another trainer, and keeps them for the same one', () => {
    expect(withTrainer(chosen, trainer)).toBe(chosen);
    expect(withTrainer(chosen, { ...trainer, staff_member_id: 8 })).toMatchObject({ date: null, startTime: null, endTime: null });
  });
});

describe('the saved state', () => {
  const state: WizardState = {
    ...withTime(withDate(withTrainer(initialWizardState(3), trainer), '2026-11-24'), new Date('2026-11-24T09:00:00Z'), 1800),
    step: 'BOOK',
  };

  it('comes back with its start and end as dates', () => {
    const restored = parseWizardState(serializeWizardState(state), 3);
    expect(restored).toEqual(state);
    expect(restored?.startTime).toBeInstanceOf(Date);
    expect(restored?.endTime).toEqual(new Date('2026-11-24T09:30:00Z'));
  });

  it("is ignored for another service, when missing or when it is not a wizard's state", () => {
    expect(parseWizardState(serializeWizardState(state), 4)).toBeNull();
    expect(parseWizardState(null, 3)).toBeNull();
    expect(parseWizardState('{not json', 3)).toBeNull();
    expect(parseWizardState(JSON.stringify({ ...state, step: 'ELSEWHERE' }), 3)).toBeNull();
  });
});
