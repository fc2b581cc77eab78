// The server's borders (issue 21, docs/architecture.md "Modules and their arrows"), checked by `npm run lint`.
// A module is a folder in apps/server/src/modules with two doors: index.ts (the domain) and graphql.ts (its GraphQL
// types and REST routes); code outside the module imports nothing else of it, and domain code loads no GraphQL.

/**
 * Which modules each module may import (through their index.ts), lowest first; docs/architecture.md draws
 * the same table. The arrows must form no cycle: refuseCycles below throws for a table with one, so an
 * arrow that closes a loop fails the lint the day it is written, not at review.
 */
const MODULE_ARROWS = {
  clubs: [],
  'account-records': [],
  images: ['clubs'],
  relations: ['clubs'],
  schedule: ['clubs'],
  auth: ['account-records', 'clubs'],
  accounts: ['account-records', 'auth', 'clubs'],
  classpasses: ['account-records', 'accounts', 'clubs'],
  'subscription-records': ['automation', 'clubs'],
  booking: ['account-records', 'accounts', 'classpasses', 'clubs', 'schedule', 'subscription-records'],
  memberships: ['classpasses', 'clubs', 'organization'],
  finance: ['account-records', 'accounts', 'booking', 'classpasses', 'clubs', 'memberships', 'personal-training', 'relations', 'schedule', 'subscription-records'],
  payments: ['clubs', 'finance'],
  'direct-debit': ['account-records', 'clubs', 'finance'],
  expenses: ['clubs', 'finance', 'images', 'relations'],
  checkin: ['account-records', 'auth', 'booking', 'clubs', 'schedule'],
  'personal-training': ['account-records', 'booking', 'classpasses', 'clubs', 'images', 'schedule'],
  calendar: ['auth', 'clubs', 'personal-training', 'schedule'],
  organization: ['classpasses', 'clubs', 'images', 'schedule'],
  settings: ['clubs', 'images', 'schedule'],
  automation: ['clubs'],
  subscriptions: ['account-records', 'automation', 'classpasses', 'clubs', 'finance', 'memberships', 'schedule', 'subscription-records'],
};

const src = '^apps/server/src/';
const modules = `${src}modules/`;
/** The GraphQL side of a module: its *.graphql.ts and *.route.ts files and its graphql.ts door. */
const transportFile = '(\\.graphql\\.ts|\\.route\\.ts|/graphql\\.ts)$';

const moduleArrowRules = Object.entries(MODULE_ARROWS).map(([area, allowed]) => ({
  name: 'no-unlisted-module-arrow',
  comment: `${area} imports only the modules listed for it in MODULE_ARROWS (.dependency-cruiser.cjs)`,
  severity: 'error',
  from: { path: `${modules}${area}/` },
  to: { path: modules, pathNot: `${modules}(${[area, ...allowed].join('|')})/` },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-deep-module-import',
      comment: 'Another module is reached through its doors, modules/<area>/index.ts and graphql.ts, only',
      severity: 'error',
      from: { path: `${modules}([^/]+)/` },
      to: { path: `${modules}[^/]+/(?!(index|graphql)\\.ts$)`, pathNot: `${modules}$1/` },
    },
    {
      name: 'domain-loads-no-graphql',
      comment: "A module's domain (use cases, repositories, rules, index.ts) imports no GraphQL or REST file, its own or another module's graphql.ts",
      severity: 'error',
      from: { path: modules, pathNot: transportFile },
      to: { path: `${modules}.*${transportFile}` },
    },
    {
      name: 'no-deep-module-import',
      comment: 'graphql/, http/, platform/, the seed and the composition root reach a module through its index.ts only',
      severity: 'error',
      from: { path: src, pathNot: `${modules}|${src}(graphql|http)/` },
      to: { path: `${modules}[^/]+/(?!index\\.ts$)` },
    },
    {
      name: 'no-deep-module-import',
      comment: "graphql/ and http/ reach a module through its index.ts, or its graphql.ts door (schema.ts, the REST routes)",
      severity: 'error',
      from: { path: `${src}(graphql|http)/` },
      to: { path: `${modules}[^/]+/(?!(index|graphql)\\.ts$)` },
    },
    {
      name: 'platform-imports-no-module',
      comment: 'platform/ sits below the modules, graphql/, http/ and the composition root: it imports none of them',
      severity: 'error',
      from: { path: `${src}platform/` },
      to: { path: src, pathNot: `${src}platform/` },
    },
    {
      name: 'no-circular',
      comment: 'No import cycle between files of the server that is there at run time (ES modules in a cycle can meet a binding before it is set)',
      severity: 'error',
      from: { path: src },
      to: {
        circular: true,
        viaOnly: { dependencyTypesNot: ['type-only'] },
      },
    },
    ...moduleArrowRules,
  ],
  options: {
    includeOnly: src,
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};

// The arrows themselves must not loop: a depth-first walk that meets a module on its own path is a cycle.
(function refuseCycles() {
  const done = new Set();
  const visit = (area, path) => {
    if (path.includes(area)) throw new Error(`MODULE_ARROWS has a cycle: ${[...path, area].join(' -> ')}`);
    if (done.has(area)) return;
    for (const next of MODULE_ARROWS[area] ?? []) visit(next, [...path, area]);
    done.add(area);
  };
  for (const area of Object.keys(MODULE_ARROWS)) visit(area, []);
})();
