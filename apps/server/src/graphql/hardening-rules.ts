import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  validate,
  visit,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
  type ValueNode,
} from 'graphql';
import { MAX_PAGE_SIZE } from '@kiai/shared';
import { AppError } from '../platform/errors.js';
import { findInJson, textProblem } from '../platform/valid-text.js';

export const MAX_QUERY_LENGTH = 20_000;
export const MAX_ALIASES = 30;
/** Items one list argument may hold (`nodes(ids:)` and every other list): bounds the work one request asks for. */
export const MAX_LIST_LENGTH = 100;
export const LIST_TOO_LONG_MESSAGE = `A list may hold at most ${MAX_LIST_LENGTH} items.`;

/** Refuses documents that are too long or carry too many aliases, before anything runs (test plan Z6). */
const sizeAndAliasRule: ValidationRule = (context) => {
  const source = context.getDocument().loc?.source.body ?? '';
  if (source.length > MAX_QUERY_LENGTH) {
    context.reportError(new GraphQLError(`Query is too long (over ${MAX_QUERY_LENGTH} characters).`));
  }
  let aliases = 0;
  return {
    Field(node) {
      if (node.alias && ++aliases === MAX_ALIASES + 1) {
        context.reportError(new GraphQLError(`Too many aliases (over ${MAX_ALIASES}).`, { nodes: node }));
      }
    },
  };
};

/** Refuses list literals over the cap anywhere in the document (test plan H1); variables: `listLengthError`. */
const listLengthRule: ValidationRule = (context) => ({
  ListValue(node) {
    if (node.values.length > MAX_LIST_LENGTH) context.reportError(new GraphQLError(LIST_TOO_LONG_MESSAGE, { nodes: node }));
  },
});

/**
 * Refuses string literals the database could not store (test plan H2); strings in variables are checked
 * with the whole JSON body. The AppError makes it a VALIDATION_FAILED, like every other invalid input.
 */
const validTextRule: ValidationRule = (context) => ({
  StringValue(node) {
    const problem = textProblem(node.value);
    if (problem) context.reportError(new GraphQLError(problem, { nodes: node, originalError: new AppError('VALIDATION_FAILED', problem) }));
  },
});

/** The list-cap error for a request's variables, if any of them holds a list over the cap (checked before parsing). */
export function listLengthError(variables: unknown): string | undefined {
  return findInJson(variables, (v) => (Array.isArray(v) && v.length > MAX_LIST_LENGTH ? LIST_TOO_LONG_MESSAGE : undefined));
}

/**
 * Refuses `first` / `last` above the page cap: without variables it checks values written inline (a
 * cacheable rule), with variables only the values passed as variables.
 */
function pageSizeRule(variables: Record<string, unknown> | undefined): ValidationRule {
  const valueOf = (node: ValueNode): unknown => {
    if (!variables) return node.kind === Kind.INT ? Number(node.value) : undefined;
    return node.kind === Kind.VARIABLE ? variables[node.name.value] : undefined;
  };
  return (context) => ({
    Argument(node) {
      if (node.name.value !== 'first' && node.name.value !== 'last') return;
      const value = valueOf(node.value);
      if (typeof value === 'number' && (value > MAX_PAGE_SIZE || value < 0)) {
        context.reportError(new GraphQLError(`"${node.name.value}" must be between 0 and ${MAX_PAGE_SIZE}.`, { nodes: node }));
      }
    },
  });
}

/**
 * Validation rules added to GraphQL's own (a fixed list, so Mercurius can cache validated queries);
 * introspection is off in production. Page sizes passed as variables are checked by `pageSizeErrors`.
 */
export function hardeningRules(production: boolean): ValidationRule[] {
  return [sizeAndAliasRule, listLengthRule, validTextRule, pageSizeRule(undefined), ...(production ? [NoSchemaIntrospectionCustomRule] : [])];
}

// Mercurius caches parsed documents, so whether one passes page sizes as variables is worked out once.
const pagesByVariable = new WeakMap<DocumentNode, boolean>();

function passesPageSizeAsVariable(document: DocumentNode): boolean {
  let found = pagesByVariable.get(document);
  if (found === undefined) {
    found = false;
    visit(document, {
      Argument(node) {
        if ((node.name.value === 'first' || node.name.value === 'last') && node.value.kind === Kind.VARIABLE) found = true;
      },
    });
    pagesByVariable.set(document, found);
  }
  return found;
}

/** Page-size errors of a document given its variables; run before execution. */
export function pageSizeErrors(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined): readonly GraphQLError[] {
  return passesPageSizeAsVariable(document) ? validate(schema, document, [pageSizeRule(variables)]) : [];
}

/** In production, "Did you mean …?" suggestions would describe the schema to a stranger: drop them. */
export function withoutSuggestions(message: string): string {
  return message.replace(/ Did you mean .*\?$/, '');
}
