import { describe, expect, it } from 'vitest';
import { maskedIban, mandateText, onlineMandateReference, userAgentEvidence } from './online-mandate.js';
import { mandateReferenceProblem } from './sepa-ids.js';

describe('mandateText', () => {
  const text = mandateText({ creditorName: 'Northside Boxing & Fitness', creditorId: 'DE98ZZZ09999999999', reference: 'ONLINE-12-1' });

  it('names the creditor, its identifier and the mandate reference', () => {
    expect(text.split('\n').slice(0, 5)).toEqual([
      'SEPA Direct Debit Mandate (SEPA Core, recurrent payments)',
      '',
      'Creditor: Northside Boxing & Fitness',
      'Creditor identifier: DE98ZZZ09999999999',
      'Mandate reference: ONLINE-12-1',
    ]);
  });

  it('has the standard SEPA Core wording: both authorisations and the refund within 8 weeks of the debit', () => {
    expect(text).toContain(
      'By signing this mandate form, you authorise (A) Northside Boxing & Fitness to send instructions to your bank to debit your account and (B) your bank to debit your account in accordance with the instructions from Northside Boxing & Fitness.',
    );
    expect(text).toContain('A refund must be claimed within 8 weeks starting from the date on which your account was debited.');
    expect(text).toContain('Your rights are explained in a statement that you can obtain from your bank.');
  });

  it('is the same text for the same terms, and another for another reference', () => {
    const terms = { creditorName: 'Club', creditorId: 'DE98ZZZ09999999999', reference: 'ONLINE-1-1' };
    expect(mandateText(terms)).toBe(mandateText({ ...terms }));
    expect(mandateText({ ...terms, reference: 'ONLINE-1-2' })).not.toBe(mandateText(terms));
  });
});

describe('onlineMandateReference', () => {
  it('counts the account’s mandates, skipping references taken in the club', () => {
    expect(onlineMandateReference(12, 0, new Set())).toBe('ONLINE-12-1');
    expect(onlineMandateReference(12, 2, new Set())).toBe('ONLINE-12-3');
    expect(onlineMandateReference(12, 0, new Set(['ONLINE-12-1', 'ONLINE-12-2']))).toBe('ONLINE-12-3');
  });

  it('keeps within the SEPA reference rule for the largest account id', () => {
    const reference = onlineMandateReference(Number.MAX_SAFE_INTEGER, 99_999_998, new Set());
    expect(reference).toBe(`ONLINE-${Number.MAX_SAFE_INTEGER}-99999999`);
    expect(mandateReferenceProblem(reference)).toBeNull();
  });
});

describe('maskedIban', () => {
  it('hides all but the last four characters, in groups of four', () => {
    expect(maskedIban('DE89370400440532013000')).toBe('•••• •••• •••• •••• ••30 00');
    expect(maskedIban('NL91ABNA0417164300')).toBe('•••• •••• •••• ••43 00');
  });
});

describe('userAgentEvidence', () => {
  it('keeps the header as sent, at most 500 whole characters, and none as empty', () => {
    expect(userAgentEvidence('Mozilla/5.0')).toBe('Mozilla/5.0');
    expect(userAgentEvidence(undefined)).toBe('');
    expect(Array.from(userAgentEvidence('😀'.repeat(10_000)))).toHaveLength(500);
  });
});
