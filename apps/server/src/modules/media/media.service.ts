/**
 * The media module's public functions: what other modules may use of images.ts (recognising and resizing uploaded
 * images). The file stores (file-store.ts, s3-file-store.ts) are chosen at start-up in main.ts.
 */
export { processImage, sniffImage } from './images.ts';
