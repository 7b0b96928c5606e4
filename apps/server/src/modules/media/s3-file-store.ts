import { createHash, createHmac } from 'node:crypto';
import type { FileStore } from './file-store.ts';

export interface S3Options {
  /** e.g. https://s3.eu-west-1.amazonaws.com, or a MinIO / R2 / Ceph endpoint. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Aborts a request after this many milliseconds. */
  timeoutMs?: number;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

function sha256Hex(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

/** RFC 3986 encoding of one path segment, as AWS Signature Version 4 wants it. */
function encodeSegment(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph...), path-style URLs, every request signed with
 * AWS Signature Version 4 over the exact payload. Objects stay private: the app streams them to callers after its own
 * access checks, exactly as with the local store.
 */
export class S3FileStore implements FileStore {
  private readonly base: URL;

  constructor(private readonly opts: S3Options) {
    this.base = new URL(opts.endpoint.endsWith('/') ? opts.endpoint : `${opts.endpoint}/`);
  }

  private urlFor(key: string): URL {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe file key: ${key}`);
    const path = [this.opts.bucket, ...key.split('/')].map(encodeSegment).join('/');
    return new URL(`${this.base.pathname}${path}`, this.base);
  }

  /** Builds the signed headers of one request (exported for the signature test vectors). */
  sign(
    method: string,
    url: URL,
    body: Buffer,
    headers: Record<string, string>,
    now = new Date(),
  ): Record<string, string> {
    const amzDate = now
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    const day = amzDate.slice(0, 8);
    const payloadHash = sha256Hex(body);
    const all: Record<string, string> = {
      ...headers,
      host: url.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate,
    };
    const names = Object.keys(all)
      .map((n) => n.toLowerCase())
      .sort();
    const lower = Object.fromEntries(
      Object.entries(all).map(([k, v]) => [k.toLowerCase(), v.trim().replace(/\s+/g, ' ')]),
    );
    const canonicalHeaders = names.map((n) => `${n}:${lower[n]}\n`).join('');
    const signedHeaders = names.join(';');
    const canonicalRequest = [
      method,
      url.pathname,
      url.search.slice(1),
      canonicalHeaders,
      signedHeaders,
      payloadHash,
    ].join('\n');
    const scope = `${day}/${this.opts.region}/s3/aws4_request`;
    const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
    const key = hmac(hmac(hmac(hmac(`AWS4${this.opts.secretAccessKey}`, day), this.opts.region), 's3'), 'aws4_request');
    const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
    return {
      ...all,
      authorization: `AWS4-HMAC-SHA256 Credential=${this.opts.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
    };
  }

  private async request(
    method: 'GET' | 'PUT' | 'DELETE',
    key: string,
    body: Buffer = Buffer.alloc(0),
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const url = this.urlFor(key);
    const signed = this.sign(method, url, body, headers);
    delete signed.host; // fetch sets it from the URL
    return fetch(url, {
      method,
      headers: signed,
      ...(method === 'PUT' ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout(this.opts.timeoutMs ?? 15_000),
    });
  }

  private static async fail(res: Response, what: string): Promise<never> {
    const text = await res.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? res.statusText;
    throw new Error(`S3 ${what} failed: HTTP ${res.status} ${code}`);
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const res = await this.request('PUT', key, data, {
      'content-type': contentType,
      'content-length': String(data.length),
    });
    if (!res.ok) await S3FileStore.fail(res, `put ${key}`);
    await res.arrayBuffer();
  }

  async get(key: string): Promise<Buffer | null> {
    const res = await this.request('GET', key);
    if (res.status === 404) {
      await res.arrayBuffer();
      return null;
    }
    if (!res.ok) await S3FileStore.fail(res, `get ${key}`);
    return Buffer.from(await res.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const res = await this.request('DELETE', key);
    if (!res.ok && res.status !== 404) await S3FileStore.fail(res, `delete ${key}`);
    await res.arrayBuffer();
  }
}
