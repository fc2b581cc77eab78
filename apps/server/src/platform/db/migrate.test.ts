import { describe, expect, it } from 'vitest';
import { splitStatements } from './migrate.js';

describe('splitStatements', () => {
  it('splits at a semicolon that ends a line, and drops comment lines', () => {
    expect(splitStatements('-- a comment\nCREATE TABLE a (x int);\nALTER TABLE a ADD COLUMN y int;\n')).toEqual([
      'CREATE TABLE a (x int)',
      'ALTER TABLE a ADD COLUMN y int',
    ]);
  });

  it('keeps a dollar-quoted block whole, whatever its lines end with', () => {
    const block = 'DO $$\nBEGIN\n  UPDATE a SET x = 1;\n  EXIT;\nEND\n$$';
    expect(splitStatements(`${block};\nSELECT 1;\n`)).toEqual([block, 'SELECT 1']);
  });

  it('keeps a one-line dollar-quoted body with the statement it is in', () => {
    expect(splitStatements("COMMENT ON TABLE a IS $$x; y$$;\nSELECT 2;\n")).toEqual(['COMMENT ON TABLE a IS $$x; y$$', 'SELECT 2']);
  });
});
