import http from 'node:http';

/**
 * A LibreTranslate-compatible stand-in for the browser tests (`POST /translate` with `{ q, source, target, format }`
 * answering `{ translatedText }`), so the server runs with TRANSLATE_URL set and the Translate buttons show.
 * Known texts get a real translation; any other text comes back as "[target] text".
 */
export const TRANSLATIONS: Record<string, Record<string, string>> = {
  'Fèves de cacao fermentées de Côte d’Ivoire': {
    en: 'Fermented cocoa beans from Côte d’Ivoire',
    ar: 'حبوب كاكاو مخمرة من ساحل العاج',
  },
  'Fèves de cacao fermentées et séchées au soleil, issues de coopératives de la région de Soubré. Triées à la main, qualité export, récolte de cette année.':
    {
      en: 'Fermented and sun-dried cocoa beans from cooperatives of the Soubré region. Hand-sorted, export quality, this year’s harvest.',
      ar: 'حبوب كاكاو مخمرة ومجففة بالشمس من تعاونيات منطقة سوبري. مفرزة يدويًا، بجودة التصدير، من محصول هذا العام.',
    },
  'Humidité inférieure à 7 %, 95 fèves pour 100 g, sacs en jute de 62,5 kg': {
    en: 'Moisture below 7%, 95 beans per 100 g, 62.5 kg jute bags',
    ar: 'رطوبة أقل من 7٪، 95 حبة لكل 100 غ، أكياس جوت بوزن 62.5 كغ',
  },
  'Bonjour, pouvez-vous livrer 20 tonnes au port de Lagos avant la fin du mois ?': {
    en: 'Hello, can you deliver 20 tonnes to the port of Lagos before the end of the month?',
  },
};

export async function startTranslateLoopback(port: number): Promise<() => Promise<void>> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url !== '/translate') return send(404, { error: 'Not Found' });
      let body: { q?: unknown; source?: unknown; target?: unknown };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
      } catch {
        return send(400, { error: 'Invalid JSON' });
      }
      if (typeof body.q !== 'string' || typeof body.target !== 'string') return send(400, { error: 'Invalid request' });
      const translatedText = TRANSLATIONS[body.q]?.[body.target] ?? `[${body.target}] ${body.q}`;
      return send(
        200,
        body.source === 'auto'
          ? { detectedLanguage: { confidence: 90, language: 'fr' }, translatedText }
          : { translatedText },
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
