/** The errors namespace of one language from the shared catalogue files (`<domain>.json` -> `{ <domain>: texts }`). */
export function errorsOf(files: Record<string, Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, texts] of Object.entries(files)) {
    const domain = /\/([^/]+)\.json$/.exec(path)?.[1];
    if (domain) out[domain] = texts;
  }
  return out;
}
