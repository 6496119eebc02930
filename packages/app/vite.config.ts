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

// How the code is cut into chunks. Rolldown's automatic splitting gives each set of pages that
// share modules a chunk of its own: the sign-in page loaded 36 scripts, the report 89, many under
// 1 kB, and every boundary costs imports and exports and is compressed alone. Groups are taken in
// order; each takes its modules and what they import that no earlier group took. Measured with
// bench/budget.bench.ts: sign-in 185.9 -> 174.3 kB gzip (3 scripts), report 467.9 -> 440.9 kB
// gzip (32 scripts).
const chunkGroups = [
  // Everything the entry needs before any page: React, the router, i18next, xstate,
  // styled-components and the app's start-up. Rolldown merges this group into the entry chunk.
  { name: 'index', tags: ['$initial' as const] },
  // The text and password fields and the react-aria form code behind them: the sign-in page's
  // form and most others.
  { name: 'fields', test: /\/packages\/ui\/src\/(TextField|PasswordField)\// },
  // The signed-in frame: its routes and page table (routes/signedIn*.ts), the shell and the
  // overlays, menus and pickers it holds, which every signed-in page shows.
  { name: 'shell', test: /\/packages\/app\/src\/(shell|routes)\// },
  // The sign-in page with the services and message texts the other public pages share: the
  // public page opened most comes in one chunk.
  { name: 'signIn', test: /\/packages\/app\/src\/auth\/SignInPage\.tsx$/ },
];

// The app is built to packages/app/dist and served by @console/server as static files.
export default defineConfig({
  plugins: [optimizeLocales.vite({ locales: consoleLanguages }), react(), precompress()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2023',
    // Every browser of the es2023 target preloads modules itself.
    modulePreload: { polyfill: false },
    // The entry chunk holds on purpose what every page needs first (React, the router,
    // i18next…): about 535 kB minified, 165 kB gzip. bench/budget.bench.ts weighs the pages.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !sideEffectFree.test(id) },
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
