import sharp from 'sharp';

export async function pngImage(width = 640, height = 480, color = '#0f766e'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

export async function jpegImage(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#d97706' } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A real (tiny) PDF document, to be uploaded under an image name. */
export function pdfDocument(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
}

/** 6 MB that starts like a PNG: too large whatever its content. */
export function sixMegabytes(): Buffer {
  const buf = Buffer.alloc(6 * 1024 * 1024, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(buf);
  return buf;
}

export function productBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Premium Ghana Cocoa Beans',
    category: 'agriculture-farming',
    description: 'Fermented and sun-dried cocoa beans from Ashanti smallholder farms. Grade 1.',
    price: '2450.00',
    currency: 'USD',
    minOrder: 5,
    unit: 'MT',
    stock: 120,
    specifications: 'Moisture below 7.5%, bean count 100 per 100 g',
    origin: 'Ghana',
    certifications: 'Fairtrade, Rainforest Alliance',
    shippingWeight: '1000.5',
    shippingDimensions: '120x100x90',
    // Free shipping keeps the figures of tests about fees and escrow to the goods; shipping has its own tests.
    shippingMode: 'free',
    leadTime: 21,
    paymentTerms: 'letter-of-credit',
    tags: ['cocoa', ' beans ', 'cocoa', 'fairtrade'],
    imageIds: [],
    ...overrides,
  };
}
