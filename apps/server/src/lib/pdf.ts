import type PDFKitDocument from 'pdfkit';
import { bidiReady } from './bidi-text.ts';
import { pdfFontsReady, registerPdfFonts } from './pdf-fonts.ts';

let PDFDocument: typeof PDFKitDocument | undefined;

/**
 * pdfkit, fontkit and bidi-js: about 30 MB of memory once loaded, which most processes would hold for nothing most of
 * the time. They come with the first PDF (or a test that draws text), not at start.
 */
export async function loadPdfLibraries(): Promise<void> {
  PDFDocument ??= (await import('pdfkit')).default;
  await Promise.all([pdfFontsReady(), bidiReady()]);
}

/**
 * Renders a PDF with pdfkit and resolves to its bytes. The bundled Unicode fonts (pdf-fonts.ts) are registered and Noto
 * Sans is the current font, so `doc.text` draws any Latin letter (Yoruba and Hausa included); text that may hold
 * Arabic, or any name or address, goes through `drawText` (pdf-text.ts), which also orders right-to-left runs.
 */
export async function renderPdf(
  options: PDFKit.PDFDocumentOptions,
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  await loadPdfLibraries();
  const Document = PDFDocument!;
  return new Promise((resolve, reject) => {
    const doc = new Document({ ...options, info: { Producer: 'AfriBridge Trade', ...(options.info ?? {}) } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      registerPdfFonts(doc);
      draw(doc);
      doc.end();
    } catch (err) {
      reject(err instanceof Error ? err : new Error(String(err)));
    }
  });
}
