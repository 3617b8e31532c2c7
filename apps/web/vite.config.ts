import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Writes .br and .gz beside each text asset, served as they are by the server (@fastify/static preCompressed). */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'passerelle-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/**
 * With BUNDLE_REPORT=<file>, writes each chunk's static imports and its heaviest modules (sizes before
 * minification) as JSON: what `npm run bench:web` reads to say what weighs on each route.
 */
function moduleReport(file: string | undefined): Plugin {
  return {
    name: 'passerelle-module-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (!file) return;
      const chunks = Object.values(bundle).flatMap((chunk) =>
        chunk.type === 'chunk'
          ? [
              {
                file: chunk.fileName,
                entry: chunk.isEntry,
                imports: chunk.imports,
                modules: Object.entries(chunk.modules)
                  .map(([id, info]) => ({
                    id: id.replace(/^.*node_modules\//, '').replace(/^.*\/(apps|packages)\//, '$1/'),
                    size: info.renderedLength,
                  }))
                  .sort((a, b) => b.size - a.size)
                  .slice(0, 30),
              },
            ]
          : [],
      );
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(chunks, null, 1));
    },
  };
}

/**
 * In the build, each module of packages/shared/src/routes is served as its run-time part: the method and
 * URL of each contract (scripts/web/route-tables.ts, run once per build). The browser never runs a
 * contract's schemas, so a page that only calls the API carries no zod; the types still come from the
 * contracts. A module that exports anything else than contracts is left as it is.
 */
function routeTables(): Plugin {
  const repo = path.resolve(import.meta.dirname, '../..');
  let tables: Record<string, Record<string, unknown>> = {};
  return {
    name: 'passerelle-route-tables',
    apply: 'build',
    buildStart() {
      const run = spawnSync(path.join(repo, 'node_modules/.bin/tsx'), ['--conditions=source', 'scripts/web/route-tables.ts'], {
        cwd: repo,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      if (run.status !== 0) throw new Error(`scripts/web/route-tables.ts failed: ${run.stderr}`);
      tables = JSON.parse(run.stdout) as typeof tables;
    },
    load(id) {
      const name = /\/packages\/shared\/src\/routes\/([\w-]+)\.ts$/.exec(id)?.[1];
      const table = name ? tables[name] : undefined;
      if (!table) return null;
      return Object.entries(table)
        .map(([group, contracts]) => `export const ${group} = ${JSON.stringify(contracts)};`)
        .join('\n');
    },
  };
}

const require = createRequire(import.meta.url);

export default defineConfig(({ command }) => ({
  plugins: [routeTables(), react(), precompress(), moduleReport(process.env.BUNDLE_REPORT)],
  resolve: {
    // The shared package from its sources; subpaths (`@passerelle/shared/messages`) keep zod out of pages that need no schema.
    alias: [
      // react-router's package resolves to its development build (warnings and checks) unless asked.
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs'),
            },
          ]
        : []),
      { find: /^@passerelle\/shared$/, replacement: path.resolve(import.meta.dirname, '../../packages/shared/src/index.ts') },
      { find: /^@passerelle\/shared\/(.*)$/, replacement: path.resolve(import.meta.dirname, '../../packages/shared/src/$1.ts') },
    ],
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // Issue 34: a dashboard route loaded 57 to 101 script files, most under 1 KB compressed, each with some 0.3 KB
      // of response headers. Automatic common chunks under 16 KB of source are copied into the chunks that read
      // them (a registry in rolldown's runtime keeps one state and one execution per module across the copies):
      // 18 to 29 files a route, 12 to 33 KB less on the wire. It needs entries free to lose unused exports and
      // rolldown's strict execution order (enabled with it); chunks holding styles stay files (Vite's CSS plugin
      // emits a style module's CSS once per chunk that lists it).
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 16 * 1024, exclude: /\.css(\?|$)/ },
          groups: [
            // Tag normalisation is used by forms without any schema: kept out of the chunk of the field schemas
            // (which import zod), where the bundler would otherwise put it.
            { name: 'normalize', test: /[\\/]packages[\\/]shared[\\/]src[\\/]normalize\.ts$/ },
          ],
        },
      },
    },
  },
}));
