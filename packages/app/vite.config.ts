import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

// The workspace's pure packages: their modules define schemas, machines and rules at top level
// and touch nothing global, so a module none of whose exports a chunk uses can be dropped. Their
// package.json files do not say so (no "sideEffects": false), and without it every import of
// the @console/machines barrel carried all 20 machines (and date-fns) into the sign-in page, and
// every import of @console/contract all its call schemas. Measured with bench/budget.bench.ts:
// sign-in 212 -> 196 kB gzip, report 683 -> 673 kB gzip.
const sideEffectFree = /\/packages\/(machines|contract)\/src\//;

// react-aria ships its own texts ("Select all", "Next month"…) in 34 languages, imported
// statically; the console speaks three. Adobe's plugin resolves the others to an empty module.
const consoleLanguages = ['en', 'fr', 'de'];

// The app is built to packages/app/dist and served by @console/server as static files.
export default defineConfig({
  plugins: [optimizeLocales.vite({ locales: consoleLanguages }), react(), precompress()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2023',
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !sideEffectFree.test(id) },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
