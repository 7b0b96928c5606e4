import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageTranslationDto,
  productLanguageDto,
  productTranslationDto,
  translateInput,
  translationConfigDto,
} from '@app/shared/translation';
import type { Deps } from '../../deps.ts';
import { requireAuth } from '../../http/access.ts';
import * as translation from './translation.service.ts';
import { contractMessage } from '@app/shared/error-messages';

const productParams = z.object({ id: z.uuid(contractMessage('catalog.notFound')) });
const messageParams = z.object({
  conversationId: z.uuid(contractMessage('messaging.conversationNotFound')),
  messageId: z.uuid(contractMessage('messaging.messageNotFound')),
});
/** Per signed-in account, or per IP for visitors (the app's rate-limit key); cached answers count too. */
const translateLimit = { max: 30, timeWindow: '1 minute' };

/** On-demand translation of listings and messages (spec: "Translate" buttons), when TRANSLATE_URL is configured. */
export function translationRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/translation/config',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Get the translation configuration',
          description:
            'Whether on-demand translation is available (a translation service is configured) and into which ' +
            'languages.',
          tags: ['translation'],
          response: { 200: translationConfigDto },
        },
      },
      async () => translation.translationConfig(deps),
    );

    app.get(
      '/translation/products/:id',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Detect the language of a product listing',
          tags: ['translation'],
          params: productParams,
          response: { 200: productLanguageDto },
        },
      },
      async (req) => translation.productLanguage(deps, req.auth, req.params.id),
    );

    app.post(
      '/translation/products/:id',
      {
        config: { access: 'public', rateLimit: translateLimit },
        schema: {
          summary: 'Translate a product listing',
          description:
            'Into the target language. 503 TRANSLATION_UNAVAILABLE when no translation service is configured or ' +
            'it does not answer.',
          tags: ['translation'],
          params: productParams,
          body: translateInput,
          response: { 200: productTranslationDto },
        },
      },
      async (req) => translation.translateProduct(deps, req.auth, req.params.id, req.body.target),
    );

    app.post(
      '/translation/conversations/:conversationId/messages/:messageId',
      {
        config: { access: 'user', rateLimit: translateLimit },
        schema: {
          summary: 'Translate a message of my conversation',
          description: '503 TRANSLATION_UNAVAILABLE when no translation service is configured or it does not answer.',
          tags: ['translation'],
          params: messageParams,
          body: translateInput,
          response: { 200: messageTranslationDto },
        },
      },
      async (req) =>
        translation.translateMessage(
          deps,
          requireAuth(req),
          req.params.conversationId,
          req.params.messageId,
          req.body.target,
        ),
    );
  };
}
