/** Generated product pictures for the demo catalogue (SVG rendered by sharp): no downloads, deterministic. */

const PALETTES: Record<string, [string, string, string]> = {
  'raw-food-health': ['#14532d', '#22c55e', '#bbf7d0'],
  'fashion-beauty': ['#831843', '#f472b6', '#fde68a'],
  'visual-arts-crafts': ['#7c2d12', '#f97316', '#fde68a'],
  'agriculture-farming': ['#422006', '#a16207', '#fef3c7'],
  'textiles-clothing': ['#1e3a8a', '#eab308', '#dc2626'],
  'minerals-mining': ['#312e81', '#8b5cf6', '#c4b5fd'],
  'technology-electronics': ['#0c4a6e', '#38bdf8', '#e0f2fe'],
  'machinery-equipment': ['#1f2937', '#9ca3af', '#f59e0b'],
  'building-construction': ['#57534e', '#c2410c', '#e7e5e4'],
};

function rng(seed: string): () => number {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

function motif(category: string, r: () => number, [, mid, light]: [string, string, string]): string {
  const shapes: string[] = [];
  for (let i = 0; i < 14; i++) {
    const x = Math.round(r() * 1200);
    const y = Math.round(r() * 900);
    const s = 30 + Math.round(r() * 90);
    const fill = i % 2 ? mid : light;
    const o = (0.35 + r() * 0.5).toFixed(2);
    switch (category) {
      case 'textiles-clothing':
        shapes.push(
          `<rect x="0" y="${i * 70}" width="1200" height="${20 + (i % 3) * 12}" fill="${fill}" opacity="${o}"/>`,
        );
        break;
      case 'minerals-mining':
        shapes.push(
          `<polygon points="${x},${y - s} ${x + s},${y} ${x},${y + s} ${x - s},${y}" fill="${fill}" opacity="${o}"/>`,
        );
        break;
      case 'technology-electronics':
        shapes.push(
          `<rect x="${x}" y="${y}" width="${s * 1.6}" height="${s}" rx="10" fill="none" stroke="${fill}" stroke-width="8" opacity="${o}"/>`,
        );
        break;
      case 'machinery-equipment':
        shapes.push(
          `<circle cx="${x}" cy="${y}" r="${s}" fill="none" stroke="${fill}" stroke-width="${10 + s / 6}" stroke-dasharray="18 12" opacity="${o}"/>`,
        );
        break;
      case 'building-construction':
        shapes.push(
          `<rect x="${(i % 4) * 300 + (Math.floor(i / 4) % 2) * 150}" y="${Math.floor(i / 4) * 130 + 300}" width="280" height="110" fill="${fill}" opacity="${o}"/>`,
        );
        break;
      case 'visual-arts-crafts':
        shapes.push(
          `<polygon points="${x},${y - s} ${x + s},${y + s} ${x - s},${y + s}" fill="${fill}" opacity="${o}"/>`,
        );
        break;
      default:
        shapes.push(
          `<ellipse cx="${x}" cy="${y}" rx="${s}" ry="${Math.round(s * 0.6)}" transform="rotate(${Math.round(r() * 180)} ${x} ${y})" fill="${fill}" opacity="${o}"/>`,
        );
    }
  }
  return shapes.join('');
}

function escapeXml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

/** A 1200x900 PNG picture for a product; `variant` gives a second, different view. */
export async function productPicture(name: string, category: string, variant = 0): Promise<Buffer> {
  const palette = PALETTES[category] ?? PALETTES['agriculture-farming']!;
  const r = rng(`${name}:${variant}`);
  const label = escapeXml(name.length > 34 ? `${name.slice(0, 33)}…` : name);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient></defs>
  <rect width="1200" height="900" fill="url(#g)"/>
  ${motif(category, r, palette)}
  <rect x="60" y="700" width="1080" height="140" rx="24" fill="#000" opacity="0.35"/>
  <text x="100" y="792" font-family="DejaVu Sans, Noto Sans, sans-serif" font-size="${name.length > 26 ? 40 : name.length > 20 ? 48 : 56}" font-weight="700" fill="#fff">${label}</text>
</svg>`;
  // loaded here, not at start: only a first demo seed draws pictures
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).png().toBuffer();
}
