import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { hardeningRules, listLengthError, pageSizeErrors } from './hardening-rules.js';

const schema = buildSchema('input Filter { tags: [String!] } type Query { items(first: Int, last: Int, ids: [ID!], filter: Filter, name: String): [String] }');

function errorsOf(query: string, variables?: Record<string, unknown>, production = false): string[] {
  const document = parse(query);
  // As the server does: cached rules always, the variable check only when variables are passed.
  const errors = [
    ...validate(schema, document, [...specifiedRules, ...hardeningRules(production)]),
    ...(variables ? pageSizeErrors(schema, document, variables) : []),
  ];
  return errors.map((e) => e.message);
}

describe('page size rule', () => {
  it('accepts first up to 100', () => {
    expect(errorsOf('{ items(first: 100) }')).toEqual([]);
    expect(errorsOf('query ($n: Int) { items(first: $n) }', { n: 20 })).toEqual([]);
  });

  it('refuses first or last above 100, inline or as a variable', () => {
    expect(errorsOf('{ items(first: 101) }')).toEqual(['"first" must be between 0 and 100.']);
    expect(errorsOf('query ($n: Int) { items(last: $n) }', { n: 1000 })).toEqual(['"last" must be between 0 and 100.']);
  });

  it('refuses a negative page size', () => {
    expect(errorsOf('{ items(first: -1) }')).toEqual(['"first" must be between 0 and 100.']);
  });

  it('refuses introspection only in production', () => {
    expect(errorsOf('{ __schema { queryType { name } } }')).toEqual([]);
    expect(errorsOf('{ __schema { queryType { name } } }', undefined, true)[0]).toMatch(/introspection/);
  });
});

describe('list cap (test plan H1)', () => {
  const list = (n: number) => `[${Array.from({ length: n }, (_, i) => `"${i}"`).join(',')}]`;

  it('accepts list literals of up to 100 items', () => {
    expect(errorsOf(`{ items(ids: ${list(100)}) }`)).toEqual([]);
  });

  it('refuses a list literal over 100 items, also inside an input object', () => {
    expect(errorsOf(`{ items(ids: ${list(101)}) }`)).toEqual(['A list may hold at most 100 items.']);
    expect(errorsOf(`{ items(filter: { tags: ${list(101)} }) }`)).toEqual(['A list may hold at most 100 items.']);
  });

  it('finds an oversized list anywhere in the variables', () => {
    expect(listLengthError({ ids: Array.from({ length: 100 }, String) })).toBeUndefined();
    expect(listLengthError({ ids: Array.from({ length: 101 }, String) })).toBe('A list may hold at most 100 items.');
    expect(listLengthError({ filter: { tags: Array.from({ length: 24_000 }, String) } })).toBe('A list may hold at most 100 items.');
    expect(listLengthError(undefined)).toBeUndefined();
  });
});

describe('text rule (test plan H2)', () => {
  it('refuses a NUL in a string literal and accepts other text', () => {
    expect(errorsOf('{ items(name: "a\\u0000b") }')).toEqual(['Text must not contain NUL characters.']);
    expect(errorsOf('{ items(name: "Zürich 🥊") }')).toEqual([]);
  });
});
