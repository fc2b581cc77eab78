import { describe, expect, it } from 'vitest';
import { batchContents, type BatchCandidate } from './batch-contents.js';

const mandate = { id: 5, reference: 'KIAI-M-5', signatureDate: '2026-01-10', collectedBefore: true, holder: 'Anna de Vries', iban: 'NL91ABNA0417164300', bic: '' };
const candidate = (over: Partial<BatchCandidate> = {}): BatchCandidate => ({
  invoiceId: 1,
  invoiceNumber: 'INV2026-0001',
  accountId: 9,
  accountName: 'Anna de Vries',
  dateDue: '2026-11-20',
  total: '60.00',
  paid: '0.00',
  mandate,
  hasRetiredMandate: false,
  openBatchId: null,
  ...over,
});

describe('batchContents (L7)', () => {
  it('collects the open balance of a part-paid invoice, with the invoice number as end-to-end id', () => {
    const { items, leftOut } = batchContents([candidate({ paid: '20.50' })], '2026-11-30', false);
    expect(leftOut).toEqual([]);
    expect(items).toEqual([
      {
        invoiceId: 1,
        accountId: 9,
        mandateId: 5,
        amount: '39.50',
        endToEndId: 'INV2026-0001',
        sequenceType: 'RCUR',
        debtorName: 'Anna de Vries',
        iban: 'NL91ABNA0417164300',
        bic: '',
        mandateReference: 'KIAI-M-5',
        mandateSignatureDate: '2026-01-10',
      },
    ]);
  });

  it('leaves out, with why: an invoice in an open batch, no mandate, a retired one, not yet due, nothing left', () => {
    const { items, leftOut } = batchContents(
      [
        candidate({ invoiceId: 2, openBatchId: 7 }),
        candidate({ invoiceId: 3, mandate: null }),
        candidate({ invoiceId: 4, mandate: null, hasRetiredMandate: true }),
        candidate({ invoiceId: 5, dateDue: '2026-12-01' }),
        candidate({ invoiceId: 6, paid: '60.00' }),
        candidate({ invoiceId: 7, mandate: { ...mandate, signatureDate: '2026-12-01' } }),
      ],
      '2026-11-30',
      false,
    );
    expect(items).toEqual([]);
    expect(leftOut.map((l) => [l.invoiceId, l.reason])).toEqual([
      [2, 'It is in open batch #7.'],
      [3, 'The account has no direct debit mandate.'],
      [4, "The account's mandate is retired; it needs a new one."],
      [5, 'It is due on 2026-12-01, after the collection date.'],
      [6, 'Nothing is left to collect.'],
      [7, 'The mandate is signed after the collection date.'],
    ]);
  });

  it("marks a mandate's first collection FRST only when the club's bank asks for it", () => {
    const first = candidate({ mandate: { ...mandate, collectedBefore: false } });
    expect(batchContents([first], '2026-11-30', true).items[0]?.sequenceType).toBe('FRST');
    expect(batchContents([first], '2026-11-30', false).items[0]?.sequenceType).toBe('RCUR');
    expect(batchContents([candidate()], '2026-11-30', true).items[0]?.sequenceType).toBe('RCUR');
  });
});
