import { describe, expect, it } from 'vitest';
import { nextInvoiceNumber } from './invoice-number.js';

const group = { prefix: 'INV', prefixYear: true, autoResetPrefixYear: true, year: 2026, nextNumber: 7 };

describe('nextInvoiceNumber', () => {
  it('puts prefix, year and the zero-padded number together and counts on', () => {
    expect(nextInvoiceNumber(group, 2026)).toEqual({ invoiceNumber: 'INV2026-0007', year: 2026, nextNumber: 8 });
  });

  it('starts again at 1 in a new year when the group resets yearly', () => {
    expect(nextInvoiceNumber(group, 2027)).toEqual({ invoiceNumber: 'INV2027-0001', year: 2027, nextNumber: 2 });
  });

  it('keeps counting across years without auto reset', () => {
    expect(nextInvoiceNumber({ ...group, autoResetPrefixYear: false }, 2027)).toEqual({ invoiceNumber: 'INV2027-0007', year: 2026, nextNumber: 8 });
  });

  it('starts a group that never numbered in the year asked, at its next number', () => {
    expect(nextInvoiceNumber({ ...group, year: null, nextNumber: 1 }, 2031)).toEqual({ invoiceNumber: 'INV2031-0001', year: 2031, nextNumber: 2 });
  });

  it('leaves the year out when the group does not print it', () => {
    expect(nextInvoiceNumber({ ...group, prefixYear: false, prefix: 'SHOP-' }, 2026).invoiceNumber).toBe('SHOP-0007');
  });

  it('does not cut numbers past 9999', () => {
    expect(nextInvoiceNumber({ ...group, nextNumber: 12345 }, 2026).invoiceNumber).toBe('INV2026-12345');
  });
});
