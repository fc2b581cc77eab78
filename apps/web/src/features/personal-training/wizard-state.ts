import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { Trainer } from '@kiai/shared';

// 'hh:mm A' slot labels are parsed with an explicit format.
dayjs.extend(customParseFormat);

/** Spec section 4: the appointment wizard's steps in order, with their stepper labels. */
export const WIZARD_STEPS = ['SELECT_INSTRUCTOR', 'CALENDAR', 'BOOK', 'COMPLETE'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export const STEP_LABELS: Record<WizardStep, string> = { SELECT_INSTRUCTOR: 'Trainer', CALENDAR: 'Date', BOOK: 'Book', COMPLETE: 'Complete' };

/** The hash the wizard sets on entering BOOK, so a reload there restores the saved state. */
export const FINAL_STEP_HASH = 'finalStep';

export interface WizardState {
  step: WizardStep;
  serviceId: number;
  trainer: Trainer | null;
  /** The chosen day, 'YYYY-MM-DD'. */
  date: string | null;
  startTime: Date | null;
  endTime: Date | null;
}

export function initialWizardState(serviceId: number): WizardState {
  return { step: 'SELECT_INSTRUCTOR', serviceId, trainer: null, date: null, startTime: null, endTime: null };
}

export function stepIndex(step: WizardStep): number {
  return WIZARD_STEPS.indexOf(step);
}

/** A step can be clicked only if it is not after the current one, and none once COMPLETE is reached. */
export function isStepClickable(step: WizardStep, current: WizardStep): boolean {
  return current !== 'COMPLETE' && stepIndex(step) <= stepIndex(current);
}

/** Another trainer has other days and times: the choices after the trainer start over. */
export function withTrainer(state: WizardState, trainer: Trainer): WizardState {
  if (state.trainer?.staff_member_id === trainer.staff_member_id) return state;
  return { ...state, trainer, date: null, startTime: null, endTime: null };
}

/** Changing the date clears the chosen time. */
export function withDate(state: WizardState, date: string): WizardState {
  return { ...state, date, startTime: null, endTime: null };
}

/** Spec section 9: slot times read 'hh:mm A'. */
export const SLOT_FORMAT = 'hh:mm A';

/** A slot label on the chosen day, as a time of the browser's zone. */
export function slotStart(date: string, slot: string): Date {
  return dayjs(`${date} ${slot}`, `YYYY-MM-DD ${SLOT_FORMAT}`, true).toDate();
}

/** Choosing a time sets the end to the start plus the service's duration_seconds. */
export function withTime(state: WizardState, startTime: Date, durationSeconds: number): WizardState {
  return { ...state, startTime, endTime: dayjs(startTime).add(durationSeconds, 'second').toDate() };
}

export function serializeWizardState(state: WizardState): string {
  return JSON.stringify(state);
}

/**
 * A saved state, with its start and end re-parsed as dates (JSON keeps them as text); null when the text is
 * not a saved state of this service.
 */
export function parseWizardState(text: string | null, serviceId: number): WizardState | null {
  if (!text) return null;
  try {
    const saved = JSON.parse(text) as Partial<Record<keyof WizardState, unknown>>;
    if (saved.serviceId !== serviceId || !WIZARD_STEPS.includes(saved.step as WizardStep)) return null;
    const startTime = typeof saved.startTime === 'string' ? new Date(saved.startTime) : null;
    const endTime = typeof saved.endTime === 'string' ? new Date(saved.endTime) : null;
    return {
      step: saved.step as WizardStep,
      serviceId,
      trainer: (saved.trainer as Trainer | null) ?? null,
      date: typeof saved.date === 'string' ? saved.date : null,
      startTime: startTime && !Number.isNaN(startTime.getTime()) ? startTime : null,
      endTime: endTime && !Number.isNaN(endTime.getTime()) ? endTime : null,
    };
  } catch {
    return null;
  }
}

/**
 * The chosen slot as the server takes it. Start and end go as the club's wall-clock times ('hh:mm A', as the
 * slots were listed): the dates were read from those labels in the browser's zone, so formatting them back
 * gives the club's time even on a phone set to another zone.
 */
export function chosenSlot(state: WizardState): { trainerId: number; date: string; startTime: string; endTime: string } {
  const { trainer, date, startTime, endTime } = state;
  if (!trainer || !date || !startTime || !endTime) throw new Error('Choose a trainer, a date and a time first');
  return { trainerId: trainer.staff_member_id, date, startTime: dayjs(startTime).format(SLOT_FORMAT), endTime: dayjs(endTime).format(SLOT_FORMAT) };
}
