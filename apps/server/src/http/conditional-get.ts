import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/**
 * Lighter API answers for phones on metered data (issue 19).
 *
 * - Reads of the API (GET and HEAD, 200, JSON or text) carry a weak ETag of their body; a client that already holds
 *   that body (`If-None-Match`) gets `304 Not Modified` and no body. The browser does this by itself for the app's
 *   refetches. Answers without their own `cache-control` get `private, no-cache`: the browser may keep them but asks
 *   each time, and no shared cache keeps someone's data.
 * - Answers of 1 KB or more are compressed (Brotli at a light level, else gzip) for clients that accept it. Files the
 *   build precompressed keep their own encoding; pictures are not compressible; the live event stream bypasses
 *   replies altogether.
 */
export const COMPRESS_THRESHOLD = 1024;

function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether an If-None-Match header names this ETag (weak comparison, lists and `*` included). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === bare);
}

export async function registerLightAnswers(app: FastifyInstance): Promise<void> {
  // before compression: the tag is of the body itself, whatever encoding a client gets
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return payload;
    // decided on the matched route, not on the address as written
    if (reply.statusCode !== 200 || !req.routeOptions.url?.startsWith('/api/')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
    const etag = weakEtag(payload);
    reply.header('etag', etag);
    if (etagMatches(req.headers['if-none-match'], etag)) {
      reply.code(304);
      reply.removeHeader('content-type');
      reply.removeHeader('content-length');
      return '';
    }
    return payload;
  });

  await app.register(compress, {
    global: true,
    // request bodies are taken as sent: no compressed uploads to inflate
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    // a light Brotli level: most of the saving for little CPU per answer
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
      },
    },
    zlibOptions: { level: 6 },
  });
}
