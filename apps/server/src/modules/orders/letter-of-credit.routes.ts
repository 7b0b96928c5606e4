/**
 * Letters of credit (issue 18, decision 023), registered by orders.routes.ts: the buyer sends one for a pro-forma, an
 * admin verifies or rejects it, and both may read the bank's confirmation. Thin routes: each parses its input, calls
 * one use case and sends its answer.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIMITS } from '@app/shared/constants';
import { contractMessage, msg } from '@app/shared/error-messages';
import { letterOfCreditDto, letterOfCreditInput, rejectLetterOfCreditInput } from '@app/shared/letters-of-credit';
import type { Deps } from '../../deps.ts';
import { requireAuth } from '../../http/access.ts';
import { sendPrivateDownload } from '../../http/content-disposition.ts';
import { contractFieldsError, fieldError } from '../../lib/errors.ts';
import { decideLetterOfCredit } from './use-cases/decide-letter-of-credit.ts';
import { letterOfCreditDocument } from './use-cases/letter-of-credit-document.ts';
import { assertLetterOfCreditCheckout, submitLetterOfCredit } from './use-cases/submit-letter-of-credit.ts';

const FIELDS = ['issuingBank', 'lcNumber', 'amount', 'expiresOn'] as const;
const letterParams = z.object({ id: z.uuid(contractMessage('orders.letterOfCredit.notFound')) });

export function letterOfCreditRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/checkout/:id/letter-of-credit',
      {
        config: { access: 'user', rateLimit: { max: 10, timeWindow: '1 hour' } },
        schema: {
          summary: 'Pay my pro-forma under a letter of credit',
          description:
            'multipart/form-data: issuingBank, lcNumber, amount (USD, at least the total), expiresOn (YYYY-MM-DD, ' +
            'at least 7 days ahead) and document (the bank confirmation: PDF, PNG or JPEG, 5 MB). For pro-formas ' +
            'with products sold on letter-of-credit terms, still waiting for payment. An admin verifies it; 409 ' +
            'while another letter is under review or verified; 404 for anyone else’s checkout.',
          tags: ['checkout'],
          consumes: ['multipart/form-data'],
          params: z.object({ id: z.uuid(contractMessage('orders.quoteNotFound')) }),
          response: { 201: letterOfCreditDto },
        },
      },
      async (req, reply) => {
        const auth = requireAuth(req);
        // whose checkout it is, and whether it takes a letter, before reading what was sent
        await assertLetterOfCreditCheckout(deps, auth, req.params.id);
        if (!req.isMultipart()) throw fieldError('document', msg('orders.letterOfCredit.documentRequired'));
        const fields: Record<string, string> = Object.fromEntries(FIELDS.map((f) => [f, '']));
        let file: { filename: string; data: Buffer } | null = null;
        try {
          for await (const part of req.parts({
            limits: { fileSize: LIMITS.maxDocumentBytes, files: 1, fields: FIELDS.length, fieldSize: 1000 },
          })) {
            if (part.type === 'file') file = { filename: part.filename, data: await part.toBuffer() };
            else if ((FIELDS as readonly string[]).includes(part.fieldname))
              fields[part.fieldname] = String(part.value);
          }
        } catch (err) {
          const code = (err as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT')
            throw fieldError('document', msg('verification.documentTooLarge'));
          throw err;
        }
        const parsed = letterOfCreditInput.safeParse(fields);
        if (!parsed.success) throw contractFieldsError(parsed.error.issues);
        return reply.code(201).send(await submitLetterOfCredit(deps, auth, req.params.id, parsed.data, file));
      },
    );

    app.get(
      '/checkout/:id/letter-of-credit/:letterId/document',
      {
        config: { access: 'user' },
        schema: {
          summary: "Download a letter of credit's bank confirmation",
          description: 'To the buyer who sent it and to admins; 404 to anyone else.',
          tags: ['checkout'],
          params: z.object({
            id: z.uuid(contractMessage('orders.letterOfCredit.notFound')),
            letterId: z.uuid(contractMessage('orders.letterOfCredit.notFound')),
          }),
        },
      },
      async (req, reply) =>
        sendPrivateDownload(
          reply,
          await letterOfCreditDocument(deps, requireAuth(req), req.params.id, req.params.letterId),
        ),
    );

    app.post(
      '/admin/letters-of-credit/:id/verify',
      {
        config: { access: ['admin'] },
        schema: {
          summary: 'Verify a letter of credit',
          description:
            "The issuing bank becomes the pro-forma's payer and its stock stays reserved until the LC expires. " +
            '409 once decided or when the pro-forma no longer waits for payment. Audited; the buyer is told.',
          tags: ['admin'],
          params: letterParams,
          response: { 200: letterOfCreditDto },
        },
      },
      async (req) => decideLetterOfCredit(deps, requireAuth(req), req.params.id, { verify: true }),
    );

    app.post(
      '/admin/letters-of-credit/:id/reject',
      {
        config: { access: ['admin'] },
        schema: {
          summary: 'Reject a letter of credit, saying why',
          description: 'The buyer is told why and may send another. 409 once decided. Audited.',
          tags: ['admin'],
          params: letterParams,
          body: rejectLetterOfCreditInput,
          response: { 200: letterOfCreditDto },
        },
      },
      async (req) =>
        decideLetterOfCredit(deps, requireAuth(req), req.params.id, { verify: false, reason: req.body.reason }),
    );
  };
}
