import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { formatExecutionErrors } from './format-errors.js';
import { ScalarRefusal } from './string-scalar.js';

const log = { info: () => {}, warn: () => {}, error: () => {} };
const REASON = 'Date must be a real date from 1900-01-01 to 2100-12-31, as YYYY-MM-DD.';

describe('a scalar refusal (test plan H6)', () => {
  it('answers as graphql-js words it: a 400 VALIDATION_FAILED that names the variable and the reason', () => {
    const inner = new GraphQLError(`Expected type "Date". ${REASON}`, { originalError: new ScalarRefusal(REASON) });
    const outer = new GraphQLError(`Variable "$date" got invalid value "9999-12-31"; ${inner.message}`, { originalError: inner });
    const { statusCode, response } = formatExecutionErrors({ errors: [outer], statusCode: 400 }, log);
    expect(statusCode).toBe(400);
    expect(response.errors).toEqual([{ message: outer.message, extensions: { code: 'VALIDATION_FAILED' } }]);
  });

  it('answers the same when the compiled query (graphql-jit) refused the variable, whose message drops the reason and which has no data', () => {
    const error = new GraphQLError('Variable "$date" got invalid value "9999-12-31"; Expected type Date.', { originalError: new ScalarRefusal(REASON) });
    const { statusCode, response } = formatExecutionErrors({ errors: [error] }, log);
    expect(statusCode).toBe(400);
    expect(response.errors).toEqual([{ message: `Variable "$date" got invalid value "9999-12-31"; Expected type Date. ${REASON}`, extensions: { code: 'VALIDATION_FAILED' } }]);
  });

  it('leaves an answer that ran (data present, even null) a 200', () => {
    const { statusCode } = formatExecutionErrors({ data: null, errors: [new GraphQLError('x', { originalError: new ScalarRefusal(REASON) })] }, log);
    expect(statusCode).toBe(200);
  });
});
