/*
 * The ISO 20022 reason codes a bank gives for returning a SEPA direct debit (EPC guidance), and which of them
 * void the mandate: a closed account (AC04), no mandate (MD01) or a mandate the debtor ended (MD07) can never be
 * collected on again; the others (insufficient funds AM04, a refund MD06, a refusal MS02/MS03) may be collected
 * again in a later batch after a new pre-notification.
 */
export const RETURN_REASONS: Readonly<Record<string, string>> = {
  AC01: 'Account identifier incorrect',
  AC04: 'Account closed',
  AC06: 'Account blocked',
  AG01: 'Direct debit forbidden on this account',
  AG02: 'Invalid operation code',
  AM04: 'Insufficient funds',
  AM05: 'Duplicate collection',
  BE05: 'Creditor unknown to the debtor',
  FF01: 'Invalid file format',
  MD01: 'No mandate',
  MD02: 'Mandate data missing or incorrect',
  MD06: 'Refund requested by the debtor',
  MD07: 'Debtor deceased',
  MS02: 'Refused by the debtor',
  MS03: 'Refused by the bank (no reason given)',
  RC01: 'Bank identifier incorrect',
  RR01: 'Regulatory reason: debtor account or identification missing',
  RR02: "Regulatory reason: debtor's name or address missing",
  RR03: "Regulatory reason: creditor's name or address missing",
  RR04: 'Regulatory reason',
  SL01: 'Specific service offered by the debtor bank',
};

const VOIDING: readonly string[] = ['AC04', 'MD01', 'MD07'];

export function isReturnReason(code: string): boolean {
  return Object.hasOwn(RETURN_REASONS, code);
}

/** Whether a return with this code retires the mandate it was collected on. */
export function voidsMandate(code: string): boolean {
  return VOIDING.includes(code);
}
