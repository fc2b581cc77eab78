import { Decimal } from 'decimal.js';

/** A decimal amount in the currency's minor units (cents); throws for a fraction of a cent. */
export function toMinorUnits(amount: string): number {
  const cents = new Decimal(amount).times(100);
  if (!cents.isInteger()) throw new Error(`${amount} is not a whole number of cents`);
  return cents.toNumber();
}

/** Minor units back to a decimal string with two places. */
export function fromMinorUnits(minor: number): string {
  return new Decimal(minor).dividedBy(100).toFixed(2);
}
