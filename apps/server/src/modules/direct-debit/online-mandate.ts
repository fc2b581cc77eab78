/*
 * What a member agrees to when signing a SEPA mandate online, and how it is kept: pure rules, unit-tested next to
 * them (online-mandate.test.ts).
 */

/** What a mandate text names: the club as creditor and the mandate's reference. */
export interface MandateTerms {
  creditorName: string;
  creditorId: string;
  reference: string;
}

/**
 * The mandate as the member reads and agrees to it: the creditor, its identifier and the reference, then the
 * EPC's standard wording of a SEPA Core mandate (the authorisation, and the refund within 8 weeks). Should the
 * wording change in a later release, each mandate's evidence still holds the text its member agreed to.
 */
export function mandateText({ creditorName, creditorId, reference }: MandateTerms): string {
  return [
    'SEPA Direct Debit Mandate (SEPA Core, recurrent payments)',
    '',
    `Creditor: ${creditorName}`,
    `Creditor identifier: ${creditorId}`,
    `Mandate reference: ${reference}`,
    '',
    `By signing this mandate form, you authorise (A) ${creditorName} to send instructions to your bank to debit your account and (B) your bank to debit your account in accordance with the instructions from ${creditorName}.`,
    '',
    'As part of your rights, you are entitled to a refund from your bank under the terms and conditions of your agreement with your bank. A refund must be claimed within 8 weeks starting from the date on which your account was debited.',
    '',
    'Your rights are explained in a statement that you can obtain from your bank.',
  ].join('\n');
}

/** The references of an account's online mandates start so: staff see at a glance that one was signed online. */
export const onlineReferencePrefix = (accountId: number) => `ONLINE-${accountId}-`;

/**
 * The reference of an account's next online mandate: ONLINE-<account>-<n>, n one more than the mandates the account
 * has had, skipping any taken in the club (staff type references freely). Within the SEPA set and, for any account
 * id a bigint holds, 35 characters.
 */
export function onlineMandateReference(accountId: number, mandatesSoFar: number, taken: ReadonlySet<string>): string {
  let n = mandatesSoFar + 1;
  while (taken.has(`${onlineReferencePrefix(accountId)}${n}`)) n += 1;
  return `${onlineReferencePrefix(accountId)}${n}`;
}

/** The IBAN as the shop shows it: every character but the last four hidden, in groups of four like a printed IBAN. */
export function maskedIban(iban: string): string {
  const hidden = '•'.repeat(Math.max(iban.length - 4, 0)) + iban.slice(-4);
  return hidden.replace(/(.{4})(?=.)/g, '$1 ');
}

const MAX_USER_AGENT = 500;

/** The User-Agent header as evidence: the client makes it up, so it is kept to 500 whole characters. */
export function userAgentEvidence(header: string | undefined): string {
  const characters = Array.from(header ?? '');
  return characters.length <= MAX_USER_AGENT ? characters.join('') : characters.slice(0, MAX_USER_AGENT).join('');
}
