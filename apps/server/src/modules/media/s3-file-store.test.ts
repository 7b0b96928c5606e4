import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { S3FileStore } from './s3-file-store.ts';
import { ApiClient, createTestEnv } from '../../../test/harness.ts';
import { signUp } from '../../../test/flows.ts';
import { pngImage } from '../../../test/fixtures.ts';

describe('S3 signature (AWS Signature Version 4)', () => {
  it("matches AWS's published example for GET Object", () => {
    // https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html, "Example: GET Object"
    const store = new S3FileStore({
      endpoint: 'https://examplebucket.s3.amazonaws.com',
      bucket: 'examplebucket',
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    });
    const headers = store.sign(
      'GET',
      new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      Buffer.alloc(0),
      { range: 'bytes=0-9' },
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it("matches AWS's published example for PUT Object (the payload is hashed into the signature)", () => {
    const store = new S3FileStore({
      endpoint: 'https://examplebucket.s3.amazonaws.com',
      bucket: 'examplebucket',
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    });
    const headers = store.sign(
      'PUT',
      new URL('https://examplebucket.s3.amazonaws.com/test%24file.text'),
      Buffer.from('Welcome to Amazon S3.'),
      { date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(headers.authorization).toMatch(
      /Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd$/,
    );
  });
});

// s3rver follows the S3 REST contract (path-style buckets, status codes, XML errors) but does not recompute V4
// signatures: the two AWS test vectors above are what prove the signing.
describe('S3FileStore against an S3-compatible server (s3rver)', () => {
  let server: S3rver;
  let dir: string;
  let endpoint: string;
  const store = () =>
    new S3FileStore({
      endpoint,
      bucket: 'afb-files',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'afb-s3-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'afb-files' }],
      vhostBuckets: false,
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('stores, reads back byte for byte, and deletes a private object', async () => {
    const data = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));
    await store().put('documents/abc/certificate.pdf', data, 'application/pdf');
    expect((await store().get('documents/abc/certificate.pdf'))?.equals(data)).toBe(true);
    await store().delete('documents/abc/certificate.pdf');
    expect(await store().get('documents/abc/certificate.pdf')).toBeNull();
    await expect(store().delete('documents/abc/certificate.pdf')).resolves.toBeUndefined();
  });

  it('answers null for a missing object and refuses unsafe keys before any request', async () => {
    expect(await store().get('products/none.webp')).toBeNull();
    await expect(store().put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow('Unsafe file key');
  });

  it("fails loudly with the server's error code for unknown credentials or bucket", async () => {
    const unknownKey = new S3FileStore({
      endpoint,
      bucket: 'afb-files',
      region: 'us-east-1',
      accessKeyId: 'NOT-A-KEY',
      secretAccessKey: 'x',
    });
    await expect(unknownKey.put('x/y.txt', Buffer.from('hello'), 'text/plain')).rejects.toThrow(
      /HTTP 403 InvalidAccessKeyId/,
    );
    const noBucket = new S3FileStore({
      endpoint,
      bucket: 'no-such-bucket',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    await expect(noBucket.put('x/y.txt', Buffer.from('hello'), 'text/plain')).rejects.toThrow(/HTTP 404 NoSuchBucket/);
  });

  it('serves the whole upload path from the bucket: a vendor uploads a picture, buyers get the WebP sizes from S3', async () => {
    const env = await createTestEnv();
    try {
      env.deps.files = store();
      const vendor = await signUp(env, { role: 'vendor' });
      const res = await vendor.client.upload('/api/vendor/product-images', 'images', [
        { filename: 'p.png', contentType: 'image/png', data: await pngImage(800, 600) },
      ]);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const id = (res.body as { images: { id: string }[] }).images[0]!.id;
      const stored = await store().get(`product-images/${id}/display.webp`);
      expect(stored).not.toBeNull();
      expect((await sharp(stored!).metadata()).format).toBe('webp');
      const served = await new ApiClient(env.app).raw(`/media/product-images/${id}/thumb.webp`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toContain('image/webp');
    } finally {
      await env.close();
    }
  });
});
