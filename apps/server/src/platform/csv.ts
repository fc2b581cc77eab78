import { stringify } from 'csv-stringify/sync';

/** One column of an export: its header, the cell of a row, and whether the cell is an amount. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null;
  /**
   * Amounts (decimal strings such as '-12.50') stay numbers a spreadsheet can add up: they are checked to be
   * plain decimals and written as they are, so a refund's leading minus is not mistaken for a formula.
   */
  amount?: boolean;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Every CSV export of the app (test plan L12), through csv-stringify: a UTF-8 byte order mark (so a spreadsheet
 * reads "Müller" right), a header row, and every text cell that starts like a formula (=, +, -, @, tab, CR)
 * prefixed with ' (escape_formulas), so a member named `=HYPERLINK(…)` is text in the accountant's spreadsheet.
 */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const amounts = new Set(columns.flatMap((column, index) => (column.amount ? [index] : [])));
  const records = rows.map((row) =>
    columns.map((column) => {
      const cell = column.value(row);
      if (column.amount && cell !== null && !DECIMAL.test(String(cell))) throw new Error(`CSV column ${column.header}: ${String(cell)} is not an amount`);
      return cell;
    }),
  );
  return stringify(records, {
    bom: true,
    header: true,
    columns: columns.map((column) => column.header),
    escape_formulas: true,
    cast: {
      // Numbers are never formulas; amount columns are checked decimals above.
      number: (value) => ({ value: String(value), escape_formulas: false }),
      string: (value, context) => (context.header !== true && typeof context.index === 'number' && amounts.has(context.index) ? { value, escape_formulas: false } : value),
    },
  });
}
