import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    // The shared package from its sources; subpaths (`@passerelle/shared/messages`) keep zod out of pages that need no schema.
    alias: [
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
  },
});
