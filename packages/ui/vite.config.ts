// The library build: ESM in dist/, every dependency and peer left to the consumer's installer
// (not bundled), and the CSS the sources import (the Inter font of @fontsource) extracted to
// dist/style.css, which the consumer imports once. Library mode inlines assets, so the font's
// woff2 subsets travel inside that file as data URLs (about 290 kB). Declarations come from
// `tsc -p tsconfig.build.json`. The workspace itself consumes src/ directly.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import manifest from './package.json' with { type: 'json' };

/** Packages that only carry CSS: bundled into dist/style.css rather than imported at runtime. */
const cssOnly = new Set(['@fontsource-variable/inter']);
const externals = [
  ...Object.keys(manifest.dependencies),
  ...Object.keys(manifest.peerDependencies),
].filter((name) => !cssOnly.has(name));

const isExternal = (id: string) =>
  externals.some((name) => id === name || id.startsWith(`${name}/`));

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2023',
    sourcemap: true,
    // Readable output: the consumer's bundler minifies.
    minify: false,
    reportCompressedSize: false,
    lib: {
      entry: 'src/index.ts',
      formats: ['es'],
      fileName: 'index',
      cssFileName: 'style',
    },
    rolldownOptions: { external: isExternal },
  },
});
