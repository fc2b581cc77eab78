import { GraphQLScalarType, Kind } from 'graphql';

/**
 * A scalar's refusal of a value the client sent. A plain Error on purpose: GraphQL then puts the argument or
 * variable (and its path) in front of the message, and hands `extensions` on to the error the client sees.
 */
export class ScalarRefusal extends Error {
  readonly extensions = { code: 'VALIDATION_FAILED' } as const;
}

/** A scalar read from a string: `problem` names what is wrong with a value, or answers null. */
export function stringScalar(name: string, description: string, problem: (value: unknown) => string | null): GraphQLScalarType<string, string> {
  const check = (value: unknown): string => {
    const message = problem(value);
    if (message !== null) throw new ScalarRefusal(message);
    return value as string;
  };
  return new GraphQLScalarType<string, string>({
    name,
    description,
    serialize: (v) => (v instanceof Date ? v.toISOString() : String(v)),
    parseValue: check,
    parseLiteral: (ast) => check(ast.kind === Kind.STRING ? ast.value : undefined),
  });
}
