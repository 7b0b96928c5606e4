import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Access } from './access.ts';

/** One registered route as the app declared it: what the generated access and fuzz tests walk. */
export interface RouteEntry {
  method: string;
  /** The path pattern as registered, prefix included (`/api/orders/:id`). */
  url: string;
  access: Access | undefined;
  csrf: boolean;
  apiKey: boolean;
  /** The route's own schemas (zod), when it declared them. */
  schema: RouteOptions['schema'];
}

const TABLE = Symbol('routeTable');
type WithTable = FastifyInstance & { [TABLE]?: RouteEntry[] };

/**
 * Records every route registered on `app` from now on (call it first, on the root instance), including routes added by
 * plugins and Fastify's automatic HEAD routes. Entries are read after the app is ready, once every onRoute hook has run.
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  const entries: RouteEntry[] = [];
  (app as WithTable)[TABLE] = entries;
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onReady', async () => {
    entries.length = 0;
    for (const route of routes) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        entries.push({
          method: String(method).toUpperCase(),
          url: route.url,
          access: route.config?.access,
          csrf: route.config?.csrf !== false,
          apiKey: route.config?.apiKey === true,
          schema: route.schema,
        });
      }
    }
    const undeclared = entries.filter((r) => r.access === undefined);
    if (undeclared.length) {
      throw new Error(
        `Routes without an access declaration: ${undeclared.map((r) => `${r.method} ${r.url}`).join(', ')}`,
      );
    }
  });
}

/** The routes registered on an app built by buildApp (after `ready()`). */
export function routeTable(app: FastifyInstance): readonly RouteEntry[] {
  const entries = (app as WithTable)[TABLE];
  if (!entries) throw new Error('recordRoutes was not called on this app');
  return entries;
}

/**
 * Declares every route registered in `scope` (an encapsulated plugin context) `public` without a session lookup: for
 * third-party plugins whose routes serve only public, non-personal content (API docs, the web build). Routes outside
 * the scope are not touched.
 */
export function declarePublic(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: 'public', session: false };
  });
}
