/**
 * API keys (for integrations acting as a vendor): one use case per file under use-cases/. Account routes and the
 * request access hook import them from here.
 */
export { createApiKey } from './use-cases/create-api-key.ts';
export { listApiKeys, type ApiKeyDto } from './use-cases/list-api-keys.ts';
export { resolveApiKey } from './use-cases/resolve-api-key.ts';
export { revokeApiKey } from './use-cases/revoke-api-key.ts';
