import pino from 'pino';

export function createLogger(level: string) {
  return pino({
    level,
    redact: { paths: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]'], remove: true },
  });
}
