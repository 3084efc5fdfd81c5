import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served by the gateway under /admin/: hashed files in assets/ (cached for
// good), index.html (never cached, with a per-response CSP nonce).
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // one file per library family keeps rebuilds of our code small for browsers
    chunkSizeWarningLimit: 2000,
    sourcemap: false,
  },
});
