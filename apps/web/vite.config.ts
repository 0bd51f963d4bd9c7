import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serviceWorker } from './pwa/service-worker-plugin.ts';

// Libraries every page needs change rarely, so they get long-lived chunks of their own; route code stays
// in the lazy chunks the router asks for, so public pages never download back-office screens.
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 3 },
  {
    name: 'mantine',
    test: /node_modules[\\/](@mantine[\\/](core|hooks|notifications)|@floating-ui)[\\/]/,
    priority: 2,
  },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
];

export default defineConfig({
  plugins: [react(), serviceWorker()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
  },
});
