import { electronicFormatIBAN, isSEPACountry, isValidBIC, isValidIBAN } from 'ibantools';

/*
 * The identifiers of a SEPA direct debit, checked by us before anything is stored or exported: the sepa
 * library's own character check is not anchored, so it lets through what a bank refuses.
 * Each check answers the message naming what is wrong, or null.
 */

// The SEPA character set for identifiers (mandate references, end-to-end ids): EPC's Latin subset.
const SEPA_ID = /^[A-Za-z0-9/\-?:().,'+ ]+$/;
const MAX_ID_LENGTH = 35;

/** A mandate reference (and any SEPA id): 1–35 characters of the SEPA set, not starting with '/', no '//'. */
export function sepaIdProblem(value: string, what: string): string | null {
  if (value.length === 0) return `${what} is required.`;
  if (value.length > MAX_ID_LENGTH) return `${what} may have at most ${MAX_ID_LENGTH} characters.`;
  if (!SEPA_ID.test(value)) return `${what} may only use the letters A–Z and a–z, digits, spaces and / - ? : ( ) . , ' +.`;
  if (value.startsWith('/')) return `${what} may not start with "/".`;
  if (value.includes('//')) return `${what} may not contain "//".`;
  return null;
}

export function mandateReferenceProblem(reference: string): string | null {
  return sepaIdProblem(reference, 'The mandate reference');
}

/** An IBAN as typed (spaces, lower case) in its electronic form, or null when it is not one. */
export function normalizedIban(iban: string): string | null {
  const electronic = electronicFormatIBAN(iban);
  return electronic && isValidIBAN(electronic) ? electronic : null;
}

/** IBANs of SEPA countries only: the file's debtor and creditor accounts must be inside the scheme. */
export function ibanProblem(iban: string): string | null {
  const electronic = normalizedIban(iban);
  if (!electronic) return 'The IBAN is not valid: check its country code, check digits and length.';
  if (!isSEPACountry(electronic.slice(0, 2))) return 'The IBAN is not of a country in the SEPA scheme.';
  return null;
}

/** The BIC is optional inside SEPA; when given it must be one (8 or 11 characters). */
export function bicProblem(bic: string): string | null {
  return bic === '' || isValidBIC(bic) ? null : 'The BIC is not valid: 8 or 11 letters and digits, such as DEUTDEFF.';
}

// ISO 7064 MOD 97-10 over the digits of a text, letters counting A = 10 … Z = 35.
function mod97(text: string): number {
  let rest = 0;
  for (const ch of text) {
    const digits = /[0-9]/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest;
}

const CREDITOR_ID = /^([A-Z]{2})([0-9]{2})[A-Z0-9]{3}([A-Z0-9]{1,28})$/;

/**
 * A SEPA creditor identifier (EPC262-08): country, two check digits, a three-character business code that the
 * check leaves out, then the national id; the check digits are MOD 97-10 over national id + country + "00".
 */
export function creditorIdProblem(creditorId: string): string | null {
  const match = CREDITOR_ID.exec(creditorId);
  if (!match || creditorId.length > MAX_ID_LENGTH) return 'The creditor identifier is not valid: it looks like DE98ZZZ09999999999.';
  const [, country, check, nationalId] = match as unknown as [string, string, string, string];
  if (!isSEPACountry(country)) return 'The creditor identifier is not of a country in the SEPA scheme.';
  const expected = 98 - mod97(`${nationalId}${country}00`);
  return expected === Number(check) ? null : 'The creditor identifier is not valid: its check digits do not match.';
}

const MAX_NAME_LENGTH = 70;

/** A name as the file carries it: at most 70 characters (whole characters, never half a surrogate pair). */
export function sepaName(name: string): string {
  const characters = Array.from(name.trim());
  return characters.length <= MAX_NAME_LENGTH ? characters.join('') : characters.slice(0, MAX_NAME_LENGTH).join('').trimEnd();
}
