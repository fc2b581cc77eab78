import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { hardeningRules, pageSizeErrors } from './hardening-rules.js';

const schema = buildSchema('type Query { items(first: Int, last: Int): [String] }');

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
