import { multiLineText } from '@app/shared/text';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIMITS } from '@app/shared/constants';
import { applicationDto, DOCUMENT_KINDS, onboardingRequest, verificationDocumentDto } from '@app/shared/verification';
import type { Deps } from '../../deps.ts';
import { requireAuth } from '../../http/access.ts';
import { sendPrivateDownload } from '../../http/content-disposition.ts';
import { AppError } from '../../lib/errors.ts';
import * as verification from './verification.service.ts';
import { msg } from '@app/shared/error-messages';

export function verificationRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/verification/documents',
      {
        config: { access: 'user', rateLimit: { max: 30, timeWindow: '10 minutes' } },
        schema: {
          summary: 'Upload a verification document',
          description:
            'multipart/form-data: the file and its kind (businessCert, taxCert, exportLicense or qualityCert); ' +
            'answers the document, to cite in a vendor application.',
          tags: ['verification'],
          consumes: ['multipart/form-data'],
          response: { 201: verificationDocumentDto },
        },
      },
      async (req, reply) => {
        const auth = requireAuth(req);
        let file: { filename: string; data: Buffer } | null = null;
        let kind = '';
        try {
          for await (const part of req.parts({ limits: { fileSize: LIMITS.maxDocumentBytes, files: 1, fields: 3 } })) {
            if (part.type === 'file') file = { filename: part.filename, data: await part.toBuffer() };
            else if (part.fieldname === 'kind') kind = String(part.value);
          }
        } catch (err) {
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw new AppError('VALIDATION_ERROR', msg('verification.documentTooLarge'), {
              fields: { document: msg('verification.documentTooLarge') },
            });
          throw err;
        }
        const parsedKind = z.enum(DOCUMENT_KINDS).safeParse(kind);
        if (!parsedKind.success)
          throw new AppError('VALIDATION_ERROR', msg('verification.sayWhichDocument'), {
            fields: { kind: msg('verification.sayWhichDocument') },
          });
        if (!file)
          throw new AppError('VALIDATION_ERROR', msg('common.chooseFile'), {
            fields: { document: msg('common.chooseFile') },
          });
        return reply
          .code(201)
          .send(await verification.uploadDocument(deps, auth, parsedKind.data, file.filename, file.data));
      },
    );

    app.get(
      '/verification/documents/:id',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Download a verification document',
          tags: ['verification'],
          params: z.object({ id: z.uuid() }),
        },
      },
      async (req, reply) =>
        sendPrivateDownload(reply, await verification.documentFile(deps, requireAuth(req), req.params.id)),
    );

    app.post(
      '/vendor/onboarding',
      {
        config: { access: 'user', rateLimit: { max: 10, timeWindow: '10 minutes' } },
        schema: {
          summary: 'Apply to sell as a vendor',
          description: 'The business details and the uploaded documents; an admin approves, rejects or asks for more.',
          tags: ['verification'],
          body: onboardingRequest,
          response: { 201: applicationDto },
        },
      },
      async (req, reply) => reply.code(201).send(await verification.submitOnboarding(deps, requireAuth(req), req.body)),
    );

    app.get(
      '/vendor/onboarding',
      {
        config: { access: 'user' },
        schema: {
          summary: 'List my vendor applications',
          tags: ['verification'],
          response: { 200: z.object({ items: z.array(applicationDto) }) },
        },
      },
      async (req) => ({
        items: await verification.myApplications(deps, requireAuth(req)),
      }),
    );

    app.get(
      '/admin/verifications',
      {
        config: { access: ['admin'] },
        schema: {
          summary: 'List vendor applications',
          tags: ['admin'],
          querystring: z.object({
            status: z.enum(['AWAITING', 'PENDING', 'APPROVED', 'REJECTED', 'INFO_REQUESTED']).optional(),
          }),
          response: { 200: z.object({ items: z.array(applicationDto.extend({ documentsCount: z.number() })) }) },
        },
      },
      async (req) => ({
        items: await verification.listApplications(deps, req.query.status),
      }),
    );

    app.get(
      '/admin/verifications/:id',
      {
        config: { access: ['admin'] },
        schema: {
          summary: 'Get a vendor application',
          tags: ['admin'],
          params: z.object({ id: z.uuid() }),
          response: { 200: applicationDto },
        },
      },
      async (req) => verification.getApplication(deps, requireAuth(req), req.params.id),
    );

    for (const decision of ['approve', 'reject', 'request-info'] as const) {
      app.post(
        `/admin/verifications/:id/${decision}`,
        {
          config: { access: ['admin'] },
          schema: {
            summary: {
              approve: 'Approve a vendor application',
              reject: 'Reject a vendor application',
              'request-info': 'Ask a vendor applicant for more information',
            }[decision],
            tags: ['admin'],
            params: z.object({ id: z.uuid() }),
            body: z.object({ reason: multiLineText().max(1000).default('') }),
            response: { 200: applicationDto },
          },
        },
        async (req) => verification.decideApplication(deps, requireAuth(req), req.params.id, decision, req.body.reason),
      );
    }
  };
}
