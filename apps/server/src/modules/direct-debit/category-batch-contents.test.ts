import { describe, expect, it } from 'vitest';
import { categoryBatchContents, type CategoryAmountCandidate } from './category-batch-contents.js';
import { appliesTo, checkedPeriod } from './category-months.js';
import { isMonth } from '../../platform/club-clock.js';

const mandate = { id: 7, reference: 'M-1', signatureDate: '2026-01-15', collectedBefore: false, holder: 'Dana Dekker', iban: 'DE89370400440532013000', bic: '' };
const amount = (values: Partial<CategoryAmountCandidate>): CategoryAmountCandidate => ({
  amountId: 1,
  accountId: 1,
  accountName: 'Dana Dekker',
  amount: '25.00',
  description: '',
  categoryName: 'Membership',
  heldByBatchId: null,
  mandate,
  hasBankAccount: true,
  hasRetiredMandate: false,
  ...values,
});
const batch = { month: '2026-04', collectionDate: '2026-03-04', useFirstSequence: true };

describe('category months', () => {
  it('takes YYYY-MM months of the business years only', () => {
    expect(['2026-04', '2000-01', '2100-12'].map(isMonth)).toEqual([true, true, true]);
    expect(['2026-13', '2026-00', '1999-12', '2101-01', '2026-4', '2026-04-01', ''].map(isMonth)).toEqual([false, false, false, false, false, false, false]);
  });

  it('applies one month to itself, and a recurring amount from its first month until its last', () => {
    const once = checkedPeriod({ recurring: false, firstMonth: '2026-04', lastMonth: '2027-01' });
    expect(once).toEqual({ recurring: false, firstMonth: '2026-04', lastMonth: '2026-04' });
    expect(['2026-03', '2026-04', '2026-05'].map((m) => appliesTo(once, m))).toEqual([false, true, false]);
    const open = checkedPeriod({ recurring: true, firstMonth: '2026-01', lastMonth: '' });
    expect(['2025-12', '2026-01', '2099-12'].map((m) => appliesTo(open, m))).toEqual([false, true, true]);
    const ended = checkedPeriod({ recurring: true, firstMonth: '2026-01', lastMonth: '2026-03' });
    expect(['2026-03', '2026-04'].map((m) => appliesTo(ended, m))).toEqual([true, false]);
    expect(() => checkedPeriod({ recurring: true, firstMonth: '2026-04', lastMonth: '2026-03' })).toThrow('The last month cannot be before the first month.');
  });
});

describe('the contents of a category batch', () => {
  it("sums an account's amounts of the month into one item, first collections FRST", () => {
    const contents = categoryBatchContents([amount({ amountId: 1, amount: '25.00' }), amount({ amountId: 2, amount: '7.50', categoryName: 'Locker' })], batch);
    expect(contents.leftOut).toEqual([]);
    expect(contents.items).toEqual([
      expect.objectContaining({ accountId: 1, mandateId: 7, amount: '32.50', sequenceType: 'FRST', remittance: 'Membership, Locker 2026-04', amounts: [{ accountAmountId: 1, amount: '25.00' }, { accountAmountId: 2, amount: '7.50' }] }),
    ]);
  });

  it('leaves accounts out with why', () => {
    const contents = categoryBatchContents(
      [
        amount({ accountId: 2, accountName: 'No Bank', mandate: null, hasBankAccount: false }),
        amount({ accountId: 3, accountName: 'Retired', mandate: null, hasRetiredMandate: true }),
        amount({ accountId: 4, accountName: 'No Mandate', mandate: null }),
        amount({ accountId: 5, accountName: 'Late', mandate: { ...mandate, signatureDate: '2026-03-10' } }),
        amount({ accountId: 6, accountName: 'Zero', amount: '0.00' }),
        amount({ accountId: 7, accountName: 'Held', heldByBatchId: 12 }),
      ],
      batch,
    );
    expect(contents.items).toEqual([]);
    expect(contents.leftOut.map((l) => `${l.accountName}: ${l.reason}`)).toEqual([
      'No Bank: The account has no bank account.',
      "Retired: The account's mandate is retired; it needs a new one.",
      'No Mandate: The account has no valid direct debit mandate.',
      'Late: The mandate is signed after the collection date.',
      'Zero: The amount to collect is zero.',
      'Held: Its amounts of this month are in open batch #12.',
    ]);
  });

  it('collects only the amounts no open batch holds for the month', () => {
    const contents = categoryBatchContents([amount({ amountId: 1, heldByBatchId: 12 }), amount({ amountId: 2, amount: '5.00' })], { ...batch, useFirstSequence: false });
    expect(contents.items[0]).toMatchObject({ amount: '5.00', sequenceType: 'RCUR', amounts: [{ accountAmountId: 2, amount: '5.00' }] });
  });
});
