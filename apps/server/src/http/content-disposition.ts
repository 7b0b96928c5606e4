import type { FastifyReply } from 'fastify';

/**
 * `Content-Disposition` for a download (RFC 6266 with RFC 5987/8187 `filename*`): an ASCII `filename="..."` for old
 * clients and the exact UTF-8 name in `filename*`. A header value may carry only visible ASCII (Node refuses anything
 * else with ERR_INVALID_CHAR, which used to turn downloads of Arabic, Yoruba or Hausa names into 500s), so the
 * real name only ever travels percent-encoded.
 */

/** C0/C1 controls, DEL, and the bidi marks and overrides (LRM/RLM, ALM, LRE..RLO, LRI..PDI) that can disguise a name. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this takes out
const STRIPPED = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g;
/** Half a surrogate pair (a name cut at 200 UTF-16 units can end in one): not text, and encodeURIComponent throws on it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Path separators: a name is never a path. */
const SEPARATORS = /[/\\]/g;
/** What stands in for a name that has nothing left. */
const DEFAULT_NAME = 'download';

/**
 * The name as it is offered to the user: well-formed Unicode, NFC, without control or bidi characters or path separators, trimmed, and never empty.
 */
export function cleanFilename(filename: string): string {
  const cleaned = filename
    .replace(LONE_SURROGATE, '')
    .replace(STRIPPED, '')
    .replace(SEPARATORS, '_')
    .normalize('NFC')
    .trim();
  return /^[.\s]*$/u.test(cleaned) ? DEFAULT_NAME : cleaned;
}

/** Splits `name.ext` (an extension is a short run after the last dot, not the whole name). */
function splitExtension(name: string): { stem: string; ext: string } {
  const m = /^(.+?)(\.[^.\s]{1,16})$/u.exec(name);
  return m ? { stem: m[1] ?? name, ext: m[2] ?? '' } : { stem: name, ext: '' };
}

/** An ASCII stand-in: accents dropped (é -> e, ẹ̀ -> e), anything else outside visible ASCII (and `"` `\` `%`) as `_`. */
function asciiPart(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7E]+/g, '_')
    .replace(/["\\%]/g, '_')
    .replace(/_{2,}/g, '_');
}

/** The quoted `filename` parameter: ASCII only, keeps the extension, never empty. */
export function asciiFallback(filename: string): string {
  const { stem, ext } = splitExtension(cleanFilename(filename));
  let asciiStem = asciiPart(stem).trim();
  // Nothing readable left (an all-Arabic name, say): a neutral word reads better than a row of underscores.
  if (!/[A-Za-z0-9]/.test(asciiStem)) asciiStem = DEFAULT_NAME;
  const asciiExt = asciiPart(ext);
  return `${asciiStem}${/^\.[A-Za-z0-9]+$/.test(asciiExt) ? asciiExt : ''}`;
}

/** RFC 5987 `attr-char`s stay as they are; everything else (including `'()*`, which encodeURIComponent keeps) is %XX. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/** `attachment; filename="<ASCII fallback>"; filename*=UTF-8''<percent-encoded UTF-8>`. */
export function contentDisposition(type: 'inline' | 'attachment', filename: string): string {
  const name = cleanFilename(filename);
  return `${type}; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/**
 * A private file as a download: its type, the attachment name, never cached, never sniffed as something else (an
 * uploaded document is served with the type its bytes were checked to be). `viewable`: images and PDFs open in the
 * browser (inline), anything else downloads.
 */
export function sendPrivateDownload(
  reply: FastifyReply,
  file: { filename: string; mime: string; data: Buffer },
  opts: { viewable?: boolean } = {},
): FastifyReply {
  const inline = opts.viewable === true && (file.mime.startsWith('image/') || file.mime === 'application/pdf');
  return reply
    .type(file.mime)
    .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.filename))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.data);
}
