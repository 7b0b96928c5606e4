/**
 * Test support: a component rendered to static HTML with the app's providers (there is no DOM in these tests): the
 * app's i18n in the given language, a query client holding the given answers (nothing is fetched), toasts, dialogs,
 * a memory router.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Language } from '@app/shared/constants';
import { DialogProvider } from '../components/ui/dialog';
import { ToastProvider } from '../components/ui/toast';
import { i18n } from '../i18n/i18n';

export async function renderStatic(
  ui: ReactElement,
  { lang = 'en', queries = [] }: { lang?: Language; queries?: ReadonlyArray<readonly [QueryKey, unknown]> } = {},
): Promise<string> {
  await i18n.changeLanguage(lang);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const [key, data] of queries) client.setQueryData(key, data);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <DialogProvider>
          <MemoryRouter>{ui}</MemoryRouter>
        </DialogProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

/** The text of an HTML fragment: tags dropped, entities of quotes and ampersands read back, spaces collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
