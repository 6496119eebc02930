import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The app is built to packages/app/dist and served by @console/server as static files.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true, target: 'es2023' },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
