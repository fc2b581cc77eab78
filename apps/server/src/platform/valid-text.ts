/**
 * Text the database cannot store, or that only a broken client sends: PostgreSQL refuses NUL in text
 * (which would surface as an internal error), and a lone UTF-16 surrogate has no UTF-8 form (test plan H2).
 */
export const NUL_IN_TEXT = 'Text must not contain NUL characters.';
export const NOT_UTF8_TEXT = 'Text must be valid UTF-8.';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string is not acceptable text, or undefined when it is. */
export function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_IN_TEXT;
  if (LONE_SURROGATE.test(text)) return NOT_UTF8_TEXT;
  return undefined;
}

/**
 * The first problem `check` finds in a parsed JSON value or anything nested in it (objects' keys included).
 * Walked with a stack of its own: a megabyte of `[[[[…` nests far deeper than the call stack goes.
 */
export function findInJson(value: unknown, check: (value: unknown) => string | undefined): string | undefined {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    const problem = check(next);
    if (problem !== undefined) return problem;
    if (Array.isArray(next)) for (const item of next) pending.push(item);
    else if (next !== null && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) pending.push(key, item);
    }
  }
  return undefined;
}

/** The first text problem in any string of a parsed JSON value. */
export function textProblemInJson(value: unknown): string | undefined {
  return findInJson(value, (v) => (typeof v === 'string' ? textProblem(v) : undefined));
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Decodes bytes as UTF-8, or answers undefined when they are not valid UTF-8. */
export function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return undefined;
  }
}
