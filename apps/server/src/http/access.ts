import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@app/shared/constants';
import { msg } from '@app/shared/error-messages';
import { AppError } from '../lib/errors.ts';
import type { AuthContext } from '../modules/auth/auth.types.ts';

/**
 * Who may call a route. Every route must declare one (checked when the app is ready; at run time an undeclared route is
 * denied), and the check runs on the matched route's declaration, never on the URL text:
 * - 'public': anyone
 * - 'user': any signed-in, active user
 * - Role[]: a signed-in user whose ACTIVE role is one of these; admins pass every check.
 */
export type Access = 'public' | 'user' | readonly Role[];

/** How a webhook proves it comes from its provider (each kind is a security scheme in http/openapi.ts). */
export type WebhookSignature =
  'paypal' | 'paystack' | 'flutterwave' | 'mpesa' | 'shippo' | 'carrier' | 'whatsapp' | 'whatsapp-verify';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Skip the CSRF header check (signed webhooks only). */
    csrf?: false;
    /** Signed webhooks: the provider signature the handler verifies instead (documented in the OpenAPI document). */
    signature?: WebhookSignature;
    /** Also accept a vendor API key (header x-api-key) instead of a session: integrations. */
    apiKey?: true;
    /** `false`: a public route that reads nothing of the caller (static files, pages, docs), so no session lookup. */
    session?: false;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export function isAdmin(auth: AuthContext): boolean {
  return auth.user.isAdmin || auth.user.roles.includes('admin');
}

export function checkAccess(access: Access, auth: AuthContext | null): void {
  if (access === 'public') return;
  if (!auth) throw new AppError('UNAUTHENTICATED', msg('common.signInRequired'));
  if (access === 'user') return;
  if (isAdmin(auth)) return;
  if (!access.includes(auth.user.activeRole)) {
    throw new AppError('FORBIDDEN', msg('common.roleForbidden'), {
      requiredRoles: access,
      activeRole: auth.user.activeRole,
    });
  }
}

/** The signed-in caller, for handlers of non-public routes. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', msg('common.signInRequired'));
  return request.auth;
}

export function clientInfo(request: FastifyRequest): { ip: string; userAgent: string | null } {
  return { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 400) ?? null };
}

export type Reply = FastifyReply;
