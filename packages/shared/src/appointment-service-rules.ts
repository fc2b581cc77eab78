import { aboveZero, decimal, positiveNumber, required, wholeNumber, type FieldRules } from './form-rules.js';

/** The fields of an appointment service's form, as the back office sends them. */
export interface AppointmentServiceFormValues {
  category: string;
  name: string;
  description: string;
  durationMinutes: string | number;
  price: string;
  bufferBeforeMinutes: string | number;
  bufferAfterMinutes: string | number;
}

/** Checked by the service form and again by the server before it saves a service. */
export const APPOINTMENT_SERVICE_RULES: FieldRules<AppointmentServiceFormValues> = {
  category: [required],
  name: [required],
  durationMinutes: [required, aboveZero, wholeNumber],
  price: [required, decimal, positiveNumber],
  bufferBeforeMinutes: [positiveNumber, wholeNumber],
  bufferAfterMinutes: [positiveNumber, wholeNumber],
};
