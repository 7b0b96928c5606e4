import { validateHeaderValue } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type ApiClient, type TestEnv } from '../../test/harness.ts';
import { signUp } from '../../test/flows.ts';
import { pdfDocument } from '../../test/fixtures.ts';

let env: TestEnv;
let client: ApiClient;

beforeAll(async () => {
  env = await createTestEnv();
  client = (await signUp(env, { name: 'Amina Bello' })).client;
});
afterAll(async () => {
  await env.close();
});

/** Names as users really send them (the cleaned name expected back in filename*). */
const NAMES: [sent: string, expected: string][] = [
  ['دليل التسليم.pdf', 'دليل التسليم.pdf'],
  ['ẹ̀rí ìfijiṣẹ́.pdf', 'ẹ̀rí ìfijiṣẹ́.pdf'.normalize('NFC')],
  ['shaidar ƙarɓa.pdf', 'shaidar ƙarɓa.pdf'],
  ['preuve de livraison é.pdf', 'preuve de livraison é.pdf'],
  ['proof.pdf', 'proof.pdf'],
  ['invoice\u202Egpj.exe.pdf', 'invoicegpj.exe.pdf'],
  ['\u2067تقرير\u2069\u200F.pdf', 'تقرير.pdf'],
];

function filenames(header: unknown): { filename: string; filenameStar: string } {
  expect(typeof header).toBe('string');
  const value = header as string;
  expect(() => validateHeaderValue('content-disposition', value)).not.toThrow();
  const m = /; filename="([^"]*)"; filename\*=UTF-8''([^;\s]+)$/.exec(value);
  expect(m, value).not.toBeNull();
  return { filename: m?.[1] ?? '', filenameStar: decodeURIComponent(m?.[2] ?? '') };
}

describe('downloads of files named in any language', () => {
  const cases = [
    { what: 'dispute evidence', upload: '/api/disputes/evidence', field: 'file' },
    { what: 'message attachments', upload: '/api/messaging/attachments', field: 'file' },
  ];
  for (const c of cases) {
    it(`${c.what}: uploaded and downloaded with 200, the exact name in filename* and an ASCII fallback`, async () => {
      for (const [sent, expected] of NAMES) {
        const up = await client.upload(c.upload, c.field, [
          { filename: sent, contentType: 'application/pdf', data: pdfDocument() },
        ]);
        expect(up.status, JSON.stringify(up.body)).toBe(201);
        const res = await client.raw(up.body.url as string);
        expect(res.statusCode, `${sent}: ${res.body.slice(0, 200)}`).toBe(200);
        expect(res.headers['content-type']).toMatch(/^application\/pdf/);
        const { filename, filenameStar } = filenames(res.headers['content-disposition']);
        expect(filenameStar).toBe(expected);
        expect(filename).toMatch(/^[\x20-\x7E]+\.pdf$/);
        expect(filename).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200E\u200F]/);
      }
    });
  }

  it('verification documents too', async () => {
    for (const [sent, expected] of NAMES) {
      const up = await client.upload(
        '/api/verification/documents',
        'document',
        [{ filename: sent, contentType: 'application/pdf', data: pdfDocument() }],
        { kind: 'businessCert' },
      );
      expect(up.status, JSON.stringify(up.body)).toBe(201);
      const res = await client.raw(up.body.url as string);
      expect(res.statusCode, `${sent}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(filenames(res.headers['content-disposition']).filenameStar).toBe(expected);
    }
  });
});
