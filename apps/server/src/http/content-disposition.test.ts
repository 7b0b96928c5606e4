import { validateHeaderValue } from 'node:http';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { asciiFallback, cleanFilename, contentDisposition } from './content-disposition.ts';

/** The two parameters of a header value this helper produced. */
function parse(header: string): { type: string; filename: string; filenameStar: string } {
  const m = /^(inline|attachment); filename="([^"\\]*)"; filename\*=UTF-8''([A-Za-z0-9!#$&+\-.^_`|~%]*)$/.exec(header);
  if (!m) throw new Error(`unexpected header value: ${header}`);
  return { type: m[1] ?? '', filename: m[2] ?? '', filenameStar: decodeURIComponent(m[3] ?? '') };
}

const NAMES = {
  ar: 'دليل التسليم.pdf',
  yo: 'ẹ̀rí ìfijiṣẹ́.pdf',
  ha: 'shaidar ƙarɓa.pdf',
  fr: 'preuve de livraison é.pdf',
  en: 'proof.pdf',
};

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name, for names in all five languages', () => {
    for (const name of Object.values(NAMES)) {
      const header = contentDisposition('attachment', name);
      expect(() => validateHeaderValue('content-disposition', header)).not.toThrow();
      const parsed = parse(header);
      expect(parsed.type).toBe('attachment');
      expect(parsed.filenameStar).toBe(name.normalize('NFC'));
      expect(parsed.filename).toMatch(/^[\x20-\x7E]+\.pdf$/);
    }
    expect(contentDisposition('attachment', NAMES.en)).toBe(
      `attachment; filename="proof.pdf"; filename*=UTF-8''proof.pdf`,
    );
    expect(parse(contentDisposition('inline', NAMES.fr)).filename).toBe('preuve de livraison e.pdf');
    expect(parse(contentDisposition('inline', NAMES.yo)).filename).toBe('eri ifijise.pdf');
    expect(parse(contentDisposition('inline', NAMES.ha)).filename).toBe('shaidar _ar_a.pdf');
    expect(parse(contentDisposition('inline', NAMES.ar)).filename).toBe('download.pdf');
    expect(contentDisposition('inline', NAMES.ar)).toMatch(/^inline; /);
  });

  it('strips control and bidi characters from both forms, so a name cannot disguise its extension', () => {
    const parsed = parse(contentDisposition('attachment', 'invoice\u202Egpj.exe.pdf'));
    expect(parsed.filename).toBe('invoicegpj.exe.pdf');
    expect(parsed.filenameStar).toBe('invoicegpj.exe.pdf');
    for (const mark of [
      '\u200E',
      '\u200F',
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ]) {
      expect(parse(contentDisposition('attachment', `a${mark}b.pdf`)).filenameStar).toBe('ab.pdf');
    }
    const injected = parse(contentDisposition('attachment', 'a"\r\nset-cookie: x=1;\\b\u0000.pdf'));
    expect(injected.filename).toBe('a_set-cookie: x=1;_b.pdf');
    expect(injected.filenameStar).toBe('a"set-cookie: x=1;_b.pdf');
  });

  it('never gives an empty name and keeps the extension', () => {
    expect(parse(contentDisposition('attachment', '')).filename).toBe('download');
    expect(parse(contentDisposition('attachment', '\u202E\u0007 ')).filenameStar).toBe('download');
    expect(parse(contentDisposition('attachment', '..')).filenameStar).toBe('download');
    expect(asciiFallback('测试.docx')).toBe('download.docx');
    expect(asciiFallback('"%".csv')).toBe('download.csv');
    expect(asciiFallback('report')).toBe('report');
    expect(parse(contentDisposition('attachment', '../../etc/passwd')).filenameStar).toBe('.._.._etc_passwd');
  });

  it('survives half a surrogate pair (a name cut at 200 UTF-16 units)', () => {
    const cut = '😀😀'.slice(0, 3);
    expect(() => contentDisposition('attachment', cut)).not.toThrow();
    expect(parse(contentDisposition('attachment', cut)).filenameStar).toBe('😀');
  });

  it('for any string: a header value Node accepts, whose filename* decodes back to the cleaned name', () => {
    const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((n) => String.fromCharCode(n));
    const special = fc.constantFrom(
      '"',
      '\\',
      '%',
      "'",
      '(',
      ')',
      '*',
      ';',
      '\r',
      '\n',
      '\u0000',
      '\u007F',
      '\u202E',
      '\u2067',
      '\u200F',
      '.',
      ' ',
      'ẹ́',
      'ƙ',
      'د',
    );
    const unit = fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), loneSurrogate, special);
    fc.assert(
      fc.property(
        fc.constantFrom('inline' as const, 'attachment' as const),
        fc.string({ unit, maxLength: 40 }),
        (type, name) => {
          const header = contentDisposition(type, name);
          expect(() => validateHeaderValue('content-disposition', header)).not.toThrow();
          const parsed = parse(header);
          const cleaned = cleanFilename(name);
          expect(parsed.type).toBe(type);
          expect(parsed.filenameStar).toBe(cleaned);
          expect(cleaned.length).toBeGreaterThan(0);
          expect(cleanFilename(cleaned)).toBe(cleaned);
          expect(parsed.filename.length).toBeGreaterThan(0);
          // eslint-disable-next-line no-control-regex -- the very characters under test
          expect(parsed.filenameStar).not.toMatch(/[\u0000-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/);
          const ext = /\.[A-Za-z0-9]{1,16}$/.exec(cleaned)?.[0];
          if (ext) expect(parsed.filename.endsWith(ext)).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
