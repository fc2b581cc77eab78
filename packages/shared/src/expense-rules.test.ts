import { describe, expect, it } from 'vitest';
import { checkFields, FORM_MESSAGES } from './form-rules.js';
import { EXPENSE_MESSAGES, EXPENSE_RULES } from './expense-rules.js';

const valid = { expenseDate: '2026-11-02', summary: 'Boxing gloves', netAmount: '100.00', vatAmount: '21.00', businessShare: '100' };

describe('expense rules', () => {
  it('take an expense, a supplier credit (negative amounts) and shares from 0 to 100', () => {
    expect(checkFields(valid, EXPENSE_RULES)).toEqual({});
    expect(checkFields({ ...valid, netAmount: '-40.5', vatAmount: '-8.51', businessShare: '0' }, EXPENSE_RULES)).toEqual({});
    expect(checkFields({ ...valid, businessShare: '62.5' }, EXPENSE_RULES)).toEqual({});
  });

  it('name each field at fault', () => {
    expect(checkFields({ expenseDate: '2026-02-30', summary: '', netAmount: '1.005', vatAmount: 'abc', businessShare: '100.01' }, EXPENSE_RULES)).toEqual({
      expenseDate: expect.stringContaining('Please input a real date'),
      summary: FORM_MESSAGES.required,
      netAmount: EXPENSE_MESSAGES.cents,
      vatAmount: FORM_MESSAGES.number,
      businessShare: EXPENSE_MESSAGES.share,
    });
    expect(checkFields({ ...valid, businessShare: '-1', netAmount: '1'.repeat(19) }, EXPENSE_RULES)).toEqual({ businessShare: EXPENSE_MESSAGES.share, netAmount: FORM_MESSAGES.decimal });
  });
});
