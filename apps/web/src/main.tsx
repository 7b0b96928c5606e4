import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { i18nReady } from './i18n/i18n';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The page's language is fetched first (one small chunk, English is built in), so no text flashes in English.
void i18nReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
