/** Rows in slices of `size` (the last one shorter): set-based reads of a long run, a slice at a time. */
export function inSlices<T>(rows: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));
}
