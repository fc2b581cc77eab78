import type { CodegenConfig } from '@graphql-codegen/cli';

const operationsConfig = {
  // Documents are plain strings (no parsed AST in the bundle), enums plain string unions.
  documentMode: 'string',
  enumsAsTypes: true,
  useTypeImports: true,
  skipTypename: true,
  avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
  defaultScalarType: 'unknown',
  scalars: { Date: 'string', DateTime: 'string', Time: 'string', Decimal: 'string', GenericScalar: 'unknown' },
};

/**
 * Types every GraphQL document of the web app (`src/**\/*.graphql`) from the server's committed schema, into a
 * `<name>.generated.ts` next to each document file: a page's documents then travel in the page's own chunk, not
 * in the entry chunk (one generated module for all of them put every document in front of every first paint).
 * Schema types shared by several files live in `src/graphql-types.generated.ts` (types only, erased at build).
 * Nothing generated is committed: `npm run codegen -w @kiai/web` runs on install, build and typecheck, and
 * fails on a document that no longer fits the schema, so a renamed field breaks the build.
 */
const config: CodegenConfig = {
  // ESM imports with their .js extension between generated files, as everywhere else in the repo.
  emitLegacyCommonJSImports: false,
  schema: '../server/schema.graphql',
  documents: ['src/**/*.graphql'],
  generates: {
    'src/graphql-types.generated.ts': {
      plugins: ['typescript'],
      config: { ...operationsConfig, onlyOperationTypes: true },
    },
    'src/': {
      preset: 'near-operation-file',
      presetConfig: { extension: '.generated.ts', baseTypesPath: 'graphql-types.generated.ts' },
      plugins: ['typescript-operations', 'typed-document-node'],
      config: operationsConfig,
    },
  },
};

export default config;
