import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { textsReady } from './i18n/i18n';
import { App } from './app/app';
import { registerServiceWorker } from './lib/offline';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The page language's files of the namespaces the first load uses are fetched first (English is built in), so no text
// flashes in English.
void textsReady().then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

// Offline use: the worker is written by the production build only (apps/web/service-worker.ts).
if (import.meta.env.PROD) registerServiceWorker();
