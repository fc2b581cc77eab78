import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Types every GraphQL document of the web app (`src/**\/*.graphql`) from the server's committed schema into
 * one generated module. It is never committed: `npm run codegen -w @kiai/web` runs on install, build and
 * typecheck, and fails on a document that no longer fits the schema, so a renamed field breaks the build.
 */
const config: CodegenConfig = {
  schema: '../server/schema.graphql',
  documents: ['src/**/*.graphql'],
  generates: {
    'src/graphql-types.generated.ts': {
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        // Documents are plain strings (no parsed AST in the bundle), enums plain string unions.
        documentMode: 'string',
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        defaultScalarType: 'unknown',
        scalars: { Date: 'string', DateTime: 'string', Time: 'string', Decimal: 'string', GenericScalar: 'unknown' },
      },
    },
  },
};

export default config;
