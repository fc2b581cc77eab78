/**
 * Expenses may be added, changed and deleted only while their date is in the club's open VAT period: the current
 * calendar quarter and the one before it (whose return is still being prepared). Older quarters are filed: a
 * change there would move totals the tax office already has, so a correction is recorded in the open period.
 */
export function firstOpenDate(clubToday: string): string {
  const [year, month] = clubToday.split('-').map(Number) as [number, number];
  const quarterStart = Math.floor((month - 1) / 3) * 3 + 1;
  const [openYear, openMonth] = quarterStart === 1 ? [year - 1, 10] : [year, quarterStart - 3];
  return `${String(openYear).padStart(4, '0')}-${String(openMonth).padStart(2, '0')}-01`;
}

export const closedPeriodMessage = (firstOpen: string) =>
  `Expenses dated before ${firstOpen} are in a closed VAT period and cannot be added, changed or deleted: record a correction in the open period instead.`;
