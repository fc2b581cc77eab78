import { describe, expect, it } from 'vitest';
import { toCsv, type CsvColumn } from './csv.js';

interface Line {
  name: string;
  amount: string;
  count: number;
}

const COLUMNS: CsvColumn<Line>[] = [
  { header: 'Name', value: (l) => l.name },
  { header: 'Amount', value: (l) => l.amount, amount: true },
  { header: 'Count', value: (l) => l.count },
];
const BOM = '\uFEFF';

// Test plan L12: formulas are escaped in every export, negative amounts stay numbers.
describe('toCsv', () => {
  it('escapes a text cell that starts like a formula, and quotes what CSV needs quoted', () => {
    const csv = toCsv([{ name: '=HYPERLINK("http://evil","x")', amount: '10.00', count: 1 }, { name: '+31 6 1234', amount: '0', count: 2 }, { name: '@sum', amount: '1', count: 3 }], COLUMNS);
    expect(csv).toBe(`${BOM}Name,Amount,Count\n"'=HYPERLINK(""http://evil"",""x"")",10.00,1\n'+31 6 1234,0,2\n'@sum,1,3\n`);
  });

  it('keeps negative amounts and numbers as numbers, but escapes a text that merely starts with a minus', () => {
    const csv = toCsv([{ name: '-1+1', amount: '-12.50', count: -3 }], COLUMNS);
    expect(csv).toBe(`${BOM}Name,Amount,Count\n'-1+1,-12.50,-3\n`);
  });

  it('keeps names in any script, and writes an empty cell for null', () => {
    const csv = toCsv([{ name: 'Müller, Zoë', amount: '1.10', count: 0 }], [...COLUMNS, { header: 'Note', value: () => null }]);
    expect(csv).toBe(`${BOM}Name,Amount,Count,Note\n"Müller, Zoë",1.10,0,\n`);
  });

  it('refuses a cell in an amount column that is not a plain decimal (a formula would slip through unescaped)', () => {
    expect(() => toCsv([{ name: 'x', amount: '=1+1', count: 0 }], COLUMNS)).toThrow('CSV column Amount: =1+1 is not an amount');
  });

  it('writes only the header for no rows', () => {
    expect(toCsv([], COLUMNS)).toBe(`${BOM}Name,Amount,Count\n`);
  });
});
