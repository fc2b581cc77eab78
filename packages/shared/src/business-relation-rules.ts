import { email, required, type FieldRule, type FieldRules } from './form-rules.js';

/** The values of a business relation's form (Relations → Businesses): a supplier or a business customer. */
export interface BusinessRelationValues {
  name: string;
  addressLine1: string;
  addressLine2: string;
  postcode: string;
  city: string;
  country: string;
  email: string;
  phone: string;
  vatId: string;
  registrationNumber: string;
  note: string;
}

export const BUSINESS_RELATION_MESSAGES = {
  tooLong: (max: number) => `Please input at most ${max} characters`,
  vatId: 'Please input a VAT id: a two-letter country code followed by 2 to 13 letters or digits, e.g. NL123456789B01',
} as const;

/**
 * A VAT id as it is stored and compared: upper case, without the spaces, dots and dashes people type between
 * its groups ('nl 1234.56.789.B01' → 'NL123456789B01').
 */
export function normalizeVatId(text: string): string {
  return text.replace(/[\s.-]/g, '').toUpperCase();
}

/** EU VAT ids and most others: a two-letter country prefix (EL for Greece, XI for Northern Ireland) and 2–13 letters or digits. */
const VAT_ID = /^[A-Z]{2}[0-9A-Z]{2,13}$/;

const vatId: FieldRule = (value) => {
  const text = typeof value === 'string' ? normalizeVatId(value) : '';
  return text === '' || VAT_ID.test(text) ? null : BUSINESS_RELATION_MESSAGES.vatId;
};

const maxLength =
  (max: number): FieldRule =>
  (value) =>
    typeof value === 'string' && value.trim().length > max ? BUSINESS_RELATION_MESSAGES.tooLong(max) : null;

const LINE = [maxLength(200)];

export const BUSINESS_RELATION_RULES: FieldRules<BusinessRelationValues> = {
  name: [required, maxLength(200)],
  addressLine1: LINE,
  addressLine2: LINE,
  postcode: [maxLength(20)],
  city: [maxLength(100)],
  country: [maxLength(100)],
  email: [email, maxLength(254)],
  phone: [maxLength(50)],
  vatId: [vatId],
  registrationNumber: [maxLength(50)],
  note: [maxLength(2000)],
};
