// Prints, as JSON, what the web needs at run time of every route contract: its method and URL (and
// whether it is multipart), by module of packages/shared/src/routes and by exported group. The web build
// (apps/web/vite.config.ts, routeTables) serves these tables in place of the contract modules, whose zod
// schemas the browser never runs: the types still come from the contracts themselves.
//   tsx --conditions=source scripts/web/route-tables.ts
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/shared/src/routes');
interface Lite {
  method: string;
  url: string;
  multipart?: true;
}
/** A group of contracts, possibly nested (notificationsApi.cl.getMyNotif). */
type Tree = { [key: string]: Lite | Tree };

const isContract = (value: unknown): value is { method: string; url: string; multipart?: boolean } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { method?: unknown }).method === 'string' &&
  typeof (value as { url?: unknown }).url === 'string';

/** The tree's run-time part, or undefined when the value is not a tree of contracts. */
function lite(value: unknown): Lite | Tree | undefined {
  if (isContract(value)) {
    const { method, url, multipart } = value;
    return multipart ? { method, url, multipart: true } : { method, url };
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Object.entries(value).map(([key, child]) => [key, lite(child)] as const);
  if (entries.length === 0 || entries.some(([, child]) => child === undefined)) return undefined;
  return Object.fromEntries(entries) as Tree;
}

/** Per module, its exports when every one of them is a tree of contracts; other modules are left out. */
const tables: Record<string, Record<string, Lite | Tree>> = {};
for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'index.ts' && !f.endsWith('.test.ts'))) {
  const exports = Object.entries((await import(pathToFileURL(path.join(dir, file)).href)) as Record<string, unknown>);
  const table = Object.fromEntries(exports.map(([name, value]) => [name, lite(value)]));
  if (exports.length > 0 && Object.values(table).every((t) => t !== undefined)) {
    tables[file.replace(/\.ts$/, '')] = table as Record<string, Lite | Tree>;
  }
}
process.stdout.write(JSON.stringify(tables));
