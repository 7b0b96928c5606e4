import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { catalogueFiles } from './catalogue-files';
import { errorLanguages } from './error-languages';
import { i18nNamespaces } from './i18n-namespaces';
import { precompress } from './precompress';
import { serviceWorker } from './service-worker';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The production build renders with Preact (its React compatibility layer) instead of React and React DOM: the same
 * components and libraries, about 55 KB less gzipped script in every page's first load (issue 19, decision 024). The
 * dev server and the unit tests keep React (fast refresh, react-dom/server); the browser tests run the build.
 */
const PREACT_FOR_REACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ command }) => ({
  root,
  resolve: { alias: command === 'build' ? PREACT_FOR_REACT : [] },
  plugins: [
    catalogueFiles(),
    errorLanguages(),
    i18nNamespaces(),
    react(),
    tailwindcss(),
    serviceWorker(),
    precompress(),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
      // product images are served by the API server
      '/media': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
      '/media': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
}));
