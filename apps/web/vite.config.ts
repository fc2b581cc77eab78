import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// One build serves every club: assets live under /static/, the club's base path is read at run time.
export default defineConfig({
  base: '/static/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 600, manifest: true },
  server: { proxy: { '^/[a-z0-9-]+/d/': 'http://localhost:3000' } },
});
