import { describe, expect, it } from 'vitest';
import { previewLine, previewTotals } from './document-line-amounts.js';

describe('the editor’s amounts preview', () => {
  it('splits a price including tax as the server does', () => {
    expect(previewLine('250.00', '2', { percentage: '21.000', rateType: 'IN' })).toEqual({ subtotal: '413.22', tax: '86.78', total: '500.00' });
    expect(previewLine('10.90', '10', { percentage: '9', rateType: 'IN' })).toEqual({ subtotal: '100.00', tax: '9.00', total: '109.00' });
  });

  it('adds tax on top of a price without it, rounding halves away from zero', () => {
    expect(previewLine('0.05', '1', { percentage: '10', rateType: 'EX' })).toEqual({ subtotal: '0.05', tax: '0.01', total: '0.06' });
    expect(previewLine('-0.05', '1', { percentage: '10', rateType: 'EX' })).toEqual({ subtotal: '-0.05', tax: '-0.01', total: '-0.06' });
    expect(previewLine('19.99', '1.5', { percentage: '5.5', rateType: 'EX' })).toEqual({ subtotal: '29.99', tax: '1.65', total: '31.64' });
  });

  it('takes no rate as 0 %, and waits for valid numbers', () => {
    expect(previewLine('12.5', '3', undefined)).toEqual({ subtotal: '37.50', tax: '0.00', total: '37.50' });
    expect(previewLine('12.505', '1', undefined)).toBeNull();
    expect(previewLine('', '1', undefined)).toBeNull();
    expect(previewLine('1', 'two', undefined)).toBeNull();
  });

  it('sums lines exactly, beyond what a float keeps', () => {
    const big = previewLine('999999999999999.99', '1', undefined);
    expect(previewTotals([big, big, null])).toEqual({ subtotal: '1999999999999999.98', tax: '0.00', total: '1999999999999999.98' });
    expect(previewTotals([])).toEqual({ subtotal: '0.00', tax: '0.00', total: '0.00' });
  });
});
