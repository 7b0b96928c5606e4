import pino, { type DestinationStream, type Logger } from 'pino';
import { prettyDestination } from './log-pretty.ts';

const REDACTED = '[Redacted]';

/** Headers that carry credentials: never written to a log, whatever object they are logged under. */
const SECRET_HEADERS = ['cookie', 'set-cookie', 'authorization', 'proxy-authorization', 'x-api-key', 'x-csrf-token'];

/** Query parameter names (or words of them) that carry secrets: `token`, `hub.verify_token`, `api_key`, `X-Amz-Signature`... */
const SECRET_NAME_PART = /token|secret|passw(or)?d|signature|credential/i;
const SECRET_NAME_WORDS = new Set(['key', 'apikey', 'sig', 'auth', 'authorization', 'pwd', 'otp']);

/** The words of a parameter name: split on anything not a letter or digit, and at camelCase humps. */
function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export function isSecretParam(rawName: string): boolean {
  let name = rawName;
  try {
    name = decodeURIComponent(rawName.replace(/\+/g, ' '));
  } catch {
    /* a malformed escape: judge the name as written */
  }
  return SECRET_NAME_PART.test(name) || nameWords(name).some((w) => SECRET_NAME_WORDS.has(w));
}

/**
 * A request URL fit for a log: the value of every secret-looking query parameter replaced (Shippo's webhook token,
 * WhatsApp's `hub.verify_token`, API keys, signatures), the rest kept exactly as received.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const hash = url.indexOf('#', q);
  const query = url.slice(q + 1, hash === -1 ? undefined : hash);
  const redacted = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return eq !== -1 && isSecretParam(name) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${redacted}`;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  headers?: Record<string, unknown>;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer, with the URL's secrets taken out (and no headers at all). */
function serializeRequest(req: LoggedRequest) {
  return {
    method: req.method,
    url: typeof req.url === 'string' ? redactUrl(req.url) : req.url,
    version: req.headers?.['accept-version'],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/**
 * Where the server logs. Production: JSON lines on stdout, buffered (pino's default). Development: on a terminal, one
 * readable line per event (log-pretty.ts); elsewhere JSON lines. Both written at once, so the start-up banner that
 * main.ts prints after the first lines comes last, whatever stdout is.
 */
export function consoleDestination(production: boolean): DestinationStream | undefined {
  if (production) return undefined;
  return process.stdout.isTTY ? prettyDestination() : pino.destination({ dest: 1, sync: true });
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  // A headers object logged on its own or one level down (`req.headers`, `res.headers`, `request.headers`...).
  const paths = SECRET_HEADERS.flatMap((h) => [`headers["${h}"]`, `*.headers["${h}"]`]);
  return pino(
    {
      level,
      serializers: { req: serializeRequest },
      redact: { paths, remove: true },
    },
    destination,
  );
}
