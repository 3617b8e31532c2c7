import { paths } from '@passerelle/shared/paths';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 14, kept from creeping back: an API path is spelled once, in its route contract
 * (`call(xxxApi.route, …)`); a query key is derived from its route (lib/query-keys.ts); an app path is
 * built by `@passerelle/shared/paths` (the list the server's mails and the log redaction read too).
 * This test reads every source file of apps/web/src and fails on a string literal that spells one of them, outside the files that are their single declaration; and on route
 * contracts imported through the package index (a page imports the area it calls by subpath, so that it
 * carries only its own schemas).
 */

/** Files allowed to spell what the rules forbid, and why. */
const ALLOWED: Record<string, { api?: string; appPath?: string }> = {
  'lib/spelled-routes.test.ts': { api: 'this test: its planted examples', appPath: 'this test: its planted examples' },
};

/** The first segments of the app's paths (`/dashb`, `/login`, …), read from the shared paths themselves. */
function appPathRoots(): string[] {
  const roots = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'function') visit((value as () => unknown)());
    else if (typeof value === 'string') {
      const root = /^\/[^/?#]+/.exec(value)?.[0];
      if (root) roots.add(root);
    } else if (typeof value === 'object' && value !== null) for (const child of Object.values(value)) visit(child);
  };
  visit(paths);
  return [...roots];
}

const ROOTS = appPathRoots();
const API_PATH = /\/api(\/|\?|$)/;
/** `/dashb`, `/dashb/srcd`, `/register?sel=client`: a root, then nothing or a separator (not `/dashboard`). */
const isAppPath = (text: string) =>
  ROOTS.some((root) => text.startsWith(root) && (text.length === root.length || '/?#'.includes(text.charAt(root.length))));

/** The QueryClient methods whose first argument is a key (or filters holding one). */
const KEY_METHODS = new Set([
  'invalidateQueries',
  'setQueryData',
  'getQueryData',
  'setQueriesData',
  'getQueriesData',
  'removeQueries',
  'refetchQueries',
  'cancelQueries',
  'resetQueries',
  'fetchQuery',
  'prefetchQuery',
  'ensureQueryData',
  'isFetching',
]);

function textOf(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) return node.text;
  if (ts.isJsxText(node)) return node.text.trim();
  return null;
}

/** `'../api/offers-api'` in an import names a file, not a route. */
function isModuleSpecifier(node: ts.Node): boolean {
  const parent = node.parent;
  return (
    ((ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) && parent.moduleSpecifier === node) ||
    (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword) ||
    (ts.isLiteralTypeNode(parent) && ts.isImportTypeNode(parent.parent))
  );
}

/** An array literal (`[…]` or `[…] as const`) with a string among its elements: a key spelled by hand. */
function isSpelledKey(node: ts.Expression | undefined): boolean {
  let expression = node;
  while (
    expression &&
    (ts.isAsExpression(expression) || ts.isParenthesizedExpression(expression) || ts.isSatisfiesExpression(expression))
  )
    expression = expression.expression;
  return (
    expression !== undefined &&
    ts.isArrayLiteralExpression(expression) &&
    expression.elements.some((element) => ts.isStringLiteralLike(element) || ts.isTemplateExpression(element))
  );
}

type Rule = 'api-path' | 'query-key' | 'app-path' | 'routes-import';
interface Breach {
  line: number;
  rule: Rule;
  what: string;
}
const ADVICE: Record<Rule, string> = {
  'api-path': 'call(xxxApi.route, …) with the contract of @passerelle/shared/routes/<area>',
  'query-key': 'queryKeyOf(route, input), or invalidateRoutes(queryClient, …routes)',
  'app-path': 'a builder of @passerelle/shared/paths',
  'routes-import':
    "import from the module that declares it ('@passerelle/shared/routes/<area>', '@passerelle/shared/messages', …): the package's root brings every schema and zod into the page (issue 20)",
};

/** Every breach of the rules in one source file. */
function breachesOf(file: string, source: string): Breach[] {
  const allowed = ALLOWED[file] ?? {};
  const tree = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const out: Breach[] = [];
  const report = (node: ts.Node, rule: Rule, what: string) =>
    out.push({ line: tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1, rule, what });
  const visit = (node: ts.Node) => {
    const text = textOf(node);
    if (text !== null && !isModuleSpecifier(node)) {
      if (!allowed.api && API_PATH.test(text)) report(node, 'api-path', text);
      if (!allowed.appPath && isAppPath(text)) report(node, 'app-path', text);
    }
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      node.moduleSpecifier.text === '@passerelle/shared'
    ) {
      // A value from the root: types are erased, values bring the whole package.
      const bindings = node.importClause?.isTypeOnly ? undefined : node.importClause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) report(node, 'routes-import', `* as ${bindings.name.text}`);
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements) if (!element.isTypeOnly) report(element, 'routes-import', element.getText(tree));
    }
    if (ts.isPropertyAssignment(node) && node.name.getText(tree) === 'queryKey' && isSpelledKey(node.initializer))
      report(node, 'query-key', 'queryKey: [ … ]');
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      if (KEY_METHODS.has(node.expression.name.text) && isSpelledKey(node.arguments[0]))
        report(node, 'query-key', `${node.expression.name.text}([ … ])`);
    }
    if (ts.isVariableDeclaration(node) && /keys?$/i.test(node.name.getText(tree)) && isSpelledKey(node.initializer))
      report(node, 'query-key', `${node.name.getText(tree)} = [ … ]`);
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return out;
}

// Not the files scripts/lint/lint-rules.test.ts plants for a moment, in another worker, while this one runs.
const sources = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!**/zz-lint-probe-*', '!**/zz-lint-probe-*/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('spelled routes (issue 14): API paths, query keys and app paths have one declaration', () => {
  it('finds what it looks for (each rule planted once)', () => {
    const planted = [
      "import { offersApi } from '../api/offers-api';",
      "api.post('/api/cl/searchmatch', body);",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: planted source code, not a template
      'fetch(`/api/files/cv/${id}`);',
      "useQuery({ queryKey: ['client', 'search', body], queryFn });",
      "queryClient.invalidateQueries({ queryKey: ['candidate'] });",
      "queryClient.setQueryData(['role-profile', id], data);",
      "const statusKey = ['two-factor-status'] as const;",
      "navigate('/dashb/mesoffres');",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: planted source code, not a template
      'const to = `/dashb/offre/${id}`;',
      "<Navigate to='/login' />;",
      "import { MSG, clientOffersApi } from '@passerelle/shared';",
    ].join('\n');
    expect(breachesOf('features/example/planted.tsx', planted).map(({ line, rule }) => [line, rule])).toEqual([
      [2, 'api-path'],
      [3, 'api-path'],
      [4, 'query-key'],
      [5, 'query-key'],
      [6, 'query-key'],
      [7, 'query-key'],
      [8, 'app-path'],
      [9, 'app-path'],
      [10, 'app-path'],
      [11, 'routes-import'],
      [11, 'routes-import'],
    ]);
  });

  it('lets through what is not a spelled route', () => {
    const fine = [
      '// /api/cl/searchmatch and /dashb/srcd in a comment',
      'call(matchingApi.searchmatch, body);',
      'useQuery({ queryKey: [...queryKeyOf(accountsApi.checkuser), token], queryFn });',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: planted source code, not a template
      'const to = `${paths.home}#services`;',
      "const label = 'Tableau de bord';",
      "const notOurs = ['/dashboard', '/loginx', 'https://example.org/apidoc'];",
      "import type { OffersPage } from '@passerelle/shared';",
      "import { type Stats, MSG } from '@passerelle/shared/messages';",
      "import { clientOffersApi } from '@passerelle/shared/routes/offers';",
    ].join('\n');
    expect(breachesOf('features/example/fine.tsx', fine)).toEqual([]);
  });

  it('reads the whole tree', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(150);
    expect(ROOTS).toEqual(expect.arrayContaining(['/dashb', '/login', '/register']));
  });

  it('no source file of apps/web/src spells an API path, a query key or an app path', () => {
    // The glob names files from here: `./x.ts` in lib/, `../features/…` elsewhere.
    const breaches = Object.entries(sources).flatMap(([key, source]) => {
      const file = key.startsWith('./') ? `lib/${key.slice(2)}` : key.replace(/^\.\.\//, '');
      return breachesOf(file, source).map(({ line, rule, what }) => `${file}:${line}: ${what} → ${ADVICE[rule]}`);
    });
    expect(breaches).toEqual([]);
  });
});
