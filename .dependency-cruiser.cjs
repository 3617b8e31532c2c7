// @ts-check
/**
 * The architecture's boundaries, checked on resolved paths (`npm run lint` runs `depcruise`).
 * A rule names the folder a file is in and the folder its import resolves to, whatever the depth or the
 * spelling of the import (`../b`, `../../../features/b/c`, `@passerelle/…`): a glob on the importing file's
 * name and depth missed `features/a/index.ts → ../b`. `scripts/lint/lint-rules.test.ts` plants a violation of
 * each rule at several depths and expects the lint to refuse it.
 */

const LAYERS = 'routes (thin) → services (rules) → repositories (Drizzle queries)';

const SERVER_TESTS = '\\.test\\.ts$|^apps/server/src/test/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'drizzle-outside-repositories',
      comment: `Only a repository writes queries: a module or an app plugin imports neither drizzle-orm, nor the tables, nor the database's query helpers (a type such as Db is fine). ${LAYERS}.`,
      severity: 'error',
      from: {
        path: '^apps/server/src/(modules|plugins/app)/',
        pathNot: ['\\.repository\\.ts$', SERVER_TESTS],
      },
      to: {
        path: ['(^|/)node_modules/drizzle-orm/', '^apps/server/src/db/schema/'],
      },
    },
    {
      name: 'db-client-outside-repositories',
      comment: `Only a repository runs a statement: elsewhere in a module or an app plugin the database client is imported for its types only. ${LAYERS}.`,
      severity: 'error',
      from: {
        path: '^apps/server/src/(modules|plugins/app)/',
        pathNot: ['\\.repository\\.ts$', SERVER_TESTS],
      },
      to: { path: '^apps/server/src/db/client\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'route-reaches-database',
      comment: `A route does not reach the database, not even for a type: it calls a service. ${LAYERS}.`,
      severity: 'error',
      from: { path: '\\.routes\\.ts$' },
      to: { path: ['^apps/server/src/db/', '\\.repository\\.ts$', '(^|/)node_modules/drizzle-orm/'] },
    },
    {
      name: 'web-imports-server',
      comment: 'The web app never imports the server: what both need lives in packages/shared.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'shared-imports-app',
      comment: 'packages/shared is read by the server and the web: it imports neither of them.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'server-imports-web',
      comment: 'The server never imports the web app: what both need lives in packages/shared.',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'feature-imports-app',
      comment: 'A feature does not import app/ (router, shells, providers): app/ puts the features together.',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'feature-imports-other-feature',
      comment: 'A feature does not import another feature: what two features share goes to components/ or lib/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'shared-code-imports-feature',
      comment: 'lib/, components/ and config/ do not import a feature: the features import them.',
      severity: 'error',
      from: { path: '^apps/web/src/(lib|components|config)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'import-cycle',
      comment: 'No import cycle: a module that needs its importer is one module, or the shared part moves down a layer.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '(^|/)\\.tmp/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.tests.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    skipAnalysisNotInRules: true,
    // Re-checks only what changed since the last run (content hashes); the first run takes a few seconds more.
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
