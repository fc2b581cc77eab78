/** What the back-office account search matches: a prefix of a name, the full name or the email, or a key number. */
export interface AccountSearchTerms {
  /** lower case, with LIKE's wildcards escaped, ending in % */
  prefixPattern: string;
  /** the key number as stored (upper case) */
  keyNumber: string;
}

/** The terms of a search box's text; null when it is empty (the whole list). */
export function accountSearchTerms(text: string | null | undefined): AccountSearchTerms | null {
  const trimmed = (text ?? '').trim().replace(/\s+/g, ' ');
  if (trimmed === '') return null;
  const escaped = trimmed.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return { prefixPattern: `${escaped}%`, keyNumber: trimmed.toUpperCase() };
}
