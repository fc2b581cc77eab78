import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const INTRO = `# Benchmarks

Measured numbers, each section written by its bench (see bench/README.md). Rerun a bench to refresh its
section; the text between a section's markers is replaced, everything else is kept.
`;

/** Replaces (or appends) one area's section of docs/benchmarks.md between its markers; adds the page title if missing. */
export function writeBenchmarkSection(file: string, area: string, markdown: string): void {
  const start = `<!-- bench:${area}:start -->`;
  const end = `<!-- bench:${area}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const existing = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const current = existing.startsWith('# Benchmarks') ? existing : `${INTRO}\n${existing.trimStart()}`;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next = from >= 0 && to > from ? current.slice(0, from) + block + current.slice(to + end.length) : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, next);
}
