import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exchangeRateDto, setExchangeRateInput } from '@app/shared/cart';
import { DISPLAY_CURRENCIES } from '@app/shared/constants';
import type { Deps } from '../../deps.ts';
import { requireAuth } from '../../http/access.ts';
import * as fx from './fx.service.ts';

export function fxRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/exchange-rates',
      {
        config: { access: 'public' },
        schema: {
          summary: 'List exchange rates',
          description: 'The rates used to show prices in other currencies (charges are in USD).',
          tags: ['fx'],
          response: { 200: z.object({ items: z.array(exchangeRateDto) }) },
        },
      },
      async () => ({
        items: await fx.listRates(deps),
      }),
    );
    app.put(
      '/admin/exchange-rates/:currency',
      {
        config: { access: ['admin'] },
        schema: {
          summary: 'Set the exchange rate of a currency',
          tags: ['admin'],
          params: z.object({ currency: z.enum(DISPLAY_CURRENCIES) }),
          body: setExchangeRateInput,
          response: { 200: z.object({ items: z.array(exchangeRateDto) }) },
        },
      },
      async (req) => ({
        items: await fx.setRate(
          deps,
          requireAuth(req),
          req.params.currency,
          req.body.unitsPerUsd,
          req.body.effectiveDate,
        ),
      }),
    );
  };
}
