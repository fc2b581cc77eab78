/**
 * The editor's preview of a quote's (or invoice's) amounts, worked out as the server does (platform/money.ts:
 * a price including tax is the total, one excluding it is the subtotal; halves round away from zero, once per
 * line), in whole cents with BigInt so the preview never drifts from what saving stores.
 */
export interface PreviewRate {
  percentage: string;
  rateType: 'IN' | 'EX';
}

export interface PreviewAmounts {
  subtotal: string;
  tax: string;
  total: string;
}

/** '12.5' → 1250n at two decimals, '21.000' → 21000n at three; null when it is no such number. */
function scaled(value: string, decimals: number): bigint | null {
  const match = /^([+-]?)(\d{1,18})(?:\.(\d*))?$/.exec(value.trim());
  if (!match || (match[3] ?? '').length > decimals) return null;
  const digits = BigInt(match[2]! + (match[3] ?? '').padEnd(decimals, '0'));
  return match[1] === '-' ? -digits : digits;
}

/** n / d rounded to a whole number, halves away from zero (d > 0). */
function divideRounded(n: bigint, d: bigint): bigint {
  const sign = n < 0n ? -1n : 1n;
  const magnitude = n * sign;
  return sign * ((magnitude * 2n + d) / (2n * d));
}

const display = (cents: bigint): string => {
  const sign = cents < 0n ? '-' : '';
  const magnitude = cents < 0n ? -cents : cents;
  return `${sign}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
};

/** One line's amounts, or null while its price or quantity is not a valid amount yet. */
export function previewLine(price: string, quantity: string, rate: PreviewRate | undefined): PreviewAmounts | null {
  const priceCents = scaled(price, 2);
  const quantityHundredths = scaled(quantity, 2);
  const per100k = rate ? scaled(rate.percentage, 3) : 0n;
  if (priceCents === null || quantityHundredths === null || per100k === null) return null;
  const gross = divideRounded(priceCents * quantityHundredths, 100n);
  // factor = 1 + percentage / 100 = (100 000 + percentage × 1 000) / 100 000
  const factor = 100_000n + per100k;
  if (!rate || rate.rateType === 'IN') {
    const subtotal = divideRounded(gross * 100_000n, factor);
    return { subtotal: display(subtotal), tax: display(gross - subtotal), total: display(gross) };
  }
  const total = divideRounded(gross * factor, 100_000n);
  return { subtotal: display(gross), tax: display(total - gross), total: display(total) };
}

/** The sum of the lines' amounts (lines still being typed count as nothing). */
export function previewTotals(lines: readonly (PreviewAmounts | null)[]): PreviewAmounts {
  const sum = (key: keyof PreviewAmounts) => display(lines.reduce((acc, line) => acc + (line ? (scaled(line[key], 2) ?? 0n) : 0n), 0n));
  return { subtotal: sum('subtotal'), tax: sum('tax'), total: sum('total') };
}
