import { describe, expect, it } from 'vitest';
import { checkFields } from './form-rules.js';
import { BUSINESS_RELATION_MESSAGES, BUSINESS_RELATION_RULES, normalizeVatId } from './business-relation-rules.js';

const valid = { name: 'Mats & Co BV', addressLine1: '', addressLine2: '', postcode: '', city: '', country: '', email: '', phone: '', vatId: '', registrationNumber: '', note: '' };

describe('business relation rules', () => {
  it('takes a name alone', () => {
    expect(checkFields(valid, BUSINESS_RELATION_RULES)).toEqual({});
  });

  it.each(['NL123456789B01', 'nl 1234.56.789.B01', 'DE-123456789', 'EL123456789', 'ATU12345678', 'IE1234567FA'])('takes the VAT id %s', (vatId) => {
    expect(checkFields({ ...valid, vatId }, BUSINESS_RELATION_RULES)).toEqual({});
  });

  it.each(['123456789', 'N1234', 'NL1', 'NL12345678901234', 'NL123/456', 'ÄB123456'])('refuses the VAT id %s naming the field', (vatId) => {
    expect(checkFields({ ...valid, vatId }, BUSINESS_RELATION_RULES)).toEqual({ vatId: BUSINESS_RELATION_MESSAGES.vatId });
  });

  it('stores a VAT id without separators, in capitals', () => {
    expect(normalizeVatId(' nl 1234.56.789-b01 ')).toBe('NL123456789B01');
  });

  it('names each field at fault: an empty name, a bad email, a long note', () => {
    expect(checkFields({ ...valid, name: ' ', email: 'nope', note: 'x'.repeat(2001) }, BUSINESS_RELATION_RULES)).toEqual({
      name: 'This field is required',
      email: 'Please input a valid email address',
      note: BUSINESS_RELATION_MESSAGES.tooLong(2000),
    });
  });
});
