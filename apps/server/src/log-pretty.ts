import type { DestinationStream } from 'pino';

/**
 * Human-readable console output for development: each JSON line pino writes becomes one line
 * `HH:MM:SS LEVEL message key=value ...` (an error's stack follows on its own lines). Production keeps JSON lines.
 * Redaction happens before this (in pino), so nothing here can leak what the JSON would not.
 */
const LEVELS: Record<number, [label: string, color: string]> = {
  10: ['TRACE', '90'],
  20: ['DEBUG', '90'],
  30: ['INFO ', '36'],
  40: ['WARN ', '33'],
  50: ['ERROR', '31'],
  60: ['FATAL', '35'],
};

/** pino's own fields, shown in the line's head (or not at all). */
const HEAD_KEYS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'v', 'req', 'res', 'responseTime', 'err']);

const pad = (n: number) => String(n).padStart(2, '0');

function formatValue(value: unknown): string {
  if (typeof value === 'string') return /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
  return JSON.stringify(value) ?? String(value);
}

/** A request logged the way Fastify does (`req`, `res`, `responseTime`): `GET /api/x 404 12ms`. */
function requestSummary(o: Record<string, unknown>): string[] {
  const parts: string[] = [];
  const req = o.req as { method?: string; url?: string } | undefined;
  const res = o.res as { statusCode?: number } | undefined;
  if (req?.method) parts.push(req.method);
  if (req?.url) parts.push(req.url);
  if (res?.statusCode !== undefined) parts.push(String(res.statusCode));
  if (typeof o.responseTime === 'number') parts.push(`${Math.round(o.responseTime)}ms`);
  return parts;
}

export function formatLogLine(line: string, color = false): string {
  let o: Record<string, unknown>;
  try {
    o = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  const level = typeof o.level === 'number' ? o.level : 30;
  const [label, code] = LEVELS[level] ?? ['LOG  ', '0'];
  const t = new Date(typeof o.time === 'number' ? o.time : Date.now());
  const time = `${pad(t.getHours())}:${pad(t.getMinutes())}:${pad(t.getSeconds())}`;
  const parts = [color ? `\x1b[90m${time}\x1b[0m` : time, color ? `\x1b[${code}m${label}\x1b[0m` : label];
  if (typeof o.msg === 'string' && o.msg) parts.push(o.msg);
  parts.push(...requestSummary(o));
  const err = o.err as { type?: string; message?: string; stack?: string } | undefined;
  if (err?.message) parts.push(`err=${formatValue(err.message)}`);
  for (const [key, value] of Object.entries(o)) {
    if (HEAD_KEYS.has(key) || value === undefined) continue;
    // The request id matters next to an error; on every 404 of a development session it is noise.
    if (key === 'reqId' && level < 50) continue;
    parts.push(`${key}=${formatValue(value)}`);
  }
  let out = parts.join(' ');
  if (err?.stack && level >= 50) out += `\n${err.stack.replace(/^/gm, '    ')}`;
  return `${out}\n`;
}

/** A pino destination that writes formatted lines to `out` (stdout by default), in colour on a terminal. */
export function prettyDestination(
  out: { write(chunk: string): unknown; isTTY?: boolean } = process.stdout,
): DestinationStream {
  const color = out.isTTY === true && !process.env.NO_COLOR;
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) if (line) out.write(formatLogLine(line, color));
    },
  };
}
