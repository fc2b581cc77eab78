import type { Selectable } from 'kysely';
import type { AccountClasspassesTable, OrganizationClasspassesTable, ValidityUnit } from '../../platform/db/tables/classpasses.js';

/** A class pass product of the shop. */
export type OrganizationClasspass = Selectable<OrganizationClasspassesTable>;

/** A pass a member holds, with its product and how many classes it has been used for (not cancelled). */
export interface AccountClasspass extends Selectable<AccountClasspassesTable> {
  product: OrganizationClasspass;
  classesUsed: number;
}

/** Classes left on a pass, or null for an unlimited pass; never negative. */
export function classesRemaining(pass: AccountClasspass): number | null {
  return pass.product.unlimited ? null : Math.max(0, pass.product.classes - pass.classesUsed);
}

export function classesRemainingDisplay(pass: AccountClasspass): string {
  return String(classesRemaining(pass) ?? 'Unlimited');
}

export function hasClassesLeft(pass: AccountClasspass): boolean {
  const left = classesRemaining(pass);
  return left === null || left > 0;
}

/** Expired once the club's today is past its last day. */
export function isExpired(pass: Pick<AccountClasspass, 'dateEnd'>, today: string): boolean {
  return today > pass.dateEnd;
}

export function isValidOn(pass: Pick<AccountClasspass, 'dateStart' | 'dateEnd'>, date: string): boolean {
  return pass.dateStart <= date && date <= pass.dateEnd;
}

const UNIT_NAMES: Record<ValidityUnit, [string, string]> = {
  DAYS: ['Day', 'Days'],
  WEEKS: ['Week', 'Weeks'],
  MONTHS: ['Month', 'Months'],
  YEARS: ['Year', 'Years'],
};

/** "Month" for a validity of 1, "Months" otherwise. */
export function validityUnitDisplay(validity: number, unit: ValidityUnit): string {
  const [one, many] = UNIT_NAMES[unit];
  return validity === 1 ? one : many;
}
