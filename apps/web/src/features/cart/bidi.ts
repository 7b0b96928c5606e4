/**
 * Wraps text from users or the catalogue (names, addresses) in Unicode isolates (FSI ... PDI) before it is put into
 * a translated sentence, so a Latin name inside an Arabic sentence keeps its own order ("Co." not ".Co").
 * In JSX, use <bdi> instead.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
