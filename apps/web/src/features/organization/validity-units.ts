import type { OrganizationClasspassValidityUnit } from '../../graphql-types.generated.js';

/** The units a pass or membership is valid for. */
export const VALIDITY_UNITS: { value: OrganizationClasspassValidityUnit; label: string }[] = [
  { value: 'DAYS', label: 'Days' },
  { value: 'WEEKS', label: 'Weeks' },
  { value: 'MONTHS', label: 'Months' },
  { value: 'YEARS', label: 'Years' },
];
