import PDFDocument from 'pdfkit';
import { registerPdfFonts } from './pdf-fonts.ts';

/**
 * Renders a PDF with pdfkit and resolves to its bytes. The bundled Unicode fonts (pdf-fonts.ts) are registered and Noto
 * Sans is the current font, so `doc.text` draws any Latin letter (Yoruba and Hausa included); text that may hold
 * Arabic, or any name or address, goes through `drawText` (pdf-text.ts), which also orders right-to-left runs.
 */
export function renderPdf(
  options: PDFKit.PDFDocumentOptions,
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ ...options, info: { Producer: 'AfriBridge Trade', ...(options.info ?? {}) } });
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
