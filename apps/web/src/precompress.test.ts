import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDir } from '../precompress';

describe('the build writes compressed copies of its text assets', () => {
  let dir = '';
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz beside each script, style and page that decode to the same bytes; leaves small and binary files', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'afb-precompress-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    const script = `const text = ${JSON.stringify('a phone on slow 3G '.repeat(300))};`;
    const css = `.card{padding:1rem}\n`.repeat(200);
    fs.writeFileSync(path.join(dir, 'assets', 'index-1.js'), script);
    fs.writeFileSync(path.join(dir, 'assets', 'index-1.css'), css);
    fs.writeFileSync(path.join(dir, 'assets', 'tiny-1.js'), 'export{}');
    fs.writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(4096, 7));

    expect(precompressDir(dir)).toBe(2);

    for (const [name, text] of [
      ['assets/index-1.js', script],
      ['assets/index-1.css', css],
    ] as const) {
      const file = path.join(dir, name);
      const br = fs.readFileSync(`${file}.br`);
      const gz = fs.readFileSync(`${file}.gz`);
      expect(zlib.brotliDecompressSync(br).toString()).toBe(text);
      expect(zlib.gunzipSync(gz).toString()).toBe(text);
      expect(br.length).toBeLessThan(text.length);
      expect(br.length).toBeLessThanOrEqual(gz.length);
    }
    expect('export{}'.length).toBeLessThan(MIN_BYTES);
    expect(fs.existsSync(path.join(dir, 'assets', 'tiny-1.js.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'logo.png.br'))).toBe(false);
  });
});
