import type { OrganizationClasspassValidityUnit } from '../../graphql-types.generated.js';

/** The units a pass or membership is valid for. */
export const VALIDITY_UNITS: { value: OrganizationClasspassValidityUnit; label: string }[] = [
  { value: 'DAYS', label: 'Days' },
  { value: 'WEEKS', label: 'Weeks' },
  { value: 'MONTHS', label: 'Months' },
  { value: 'YEARS', label: 'Years' },
];

/** '1 year', '6 months'. */
export function validityDisplay(validity: number, unit: OrganizationClasspassValidityUnit): string {
  const label = (VALIDITY_UNITS.find((u) => u.value === unit)?.label ?? unit).toLowerCase();
  return `${validity} ${validity === 1 ? label.slice(0, -1) : label}`;
}
