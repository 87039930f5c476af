import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { securityHeaders } from './security-headers';

// The dashboard reaches the API at /api on its own origin, so the session cookies stay
// first-party; this server forwards /api/* to the API without the prefix.
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:8080';
const port = Number(process.env.DASHBOARD_PORT ?? 5173);

const proxy: Record<string, ProxyOptions> = {
  '/api': {
    target: apiUrl,
    changeOrigin: true,
    rewrite: (path) => path.replace(/^\/api/, '') || '/',
  },
};

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Workspace packages resolve to their TypeScript sources (see the `@meridian/source` export condition).
    conditions: ['@meridian/source', 'module', 'browser', 'development|production'],
  },
  // The pages' security headers (security-headers.ts); production's server sends the same.
  server: { host: '127.0.0.1', port, strictPort: true, proxy, headers: securityHeaders('development') },
  preview: { host: '127.0.0.1', port, strictPort: true, proxy, headers: securityHeaders('preview') },
  build: { outDir: process.env.DASHBOARD_OUT_DIR ?? 'dist', sourcemap: true },
});
