/**
 * Export documents and labels stay English (decision 009), but names, addresses and goods written in Yoruba, Hausa
 * or Arabic are drawn as written: read back with poppler (pdftotext, pdffonts, and zbar for the barcode).
 */
import { describe, expect, it } from 'vitest';
import { pdfBarcodes, pdfFonts, pdfText, withoutBidiMarks } from '../../../test/pdf-text.ts';
import { renderCommercialInvoice, renderPackingList } from './export-docs.ts';
import { renderLabel } from './label.ts';
import type { OrderItemRow } from './order-rows.ts';
import type { ShipmentRow } from './shipping.repository.ts';

type ExportDoc = Parameters<typeof renderCommercialInvoice>[0];

const FROM = { name: 'Adéṣọlá Ọlábọ̀dé', street1: 'Ọ̀nà Ìṣọ̀lá 4', city: 'Ìbàdàn', zip: '200001', country: 'NG' };
const TO = { name: 'محمد العربي', street1: 'شارع النيل 12', city: 'القاهرة', zip: '11511', country: 'EG' };
const created = new Date('2026-03-04T10:00:00Z');

const shipment: ShipmentRow = {
  id: '5b1c2d3e-0000-4000-8000-000000000001',
  orderId: '3f2a9c1e-0000-4000-8000-000000000001',
  vendorOrderId: 'vo-1',
  sellerId: 'seller-1',
  status: 'LABEL_READY',
  carrier: 'DHL',
  service: 'Express Worldwide',
  trackingNumber: 'JD014600003828',
  rateId: 'rate-1',
  amountCents: 4_200,
  billableGrams: 12_500,
  addressFrom: FROM,
  addressTo: TO,
  parcel: { length: 40, width: 30, height: 30, distance_unit: 'cm', weight: 12, mass_unit: 'kg' },
  customs: {
    description: 'Ƙwayar ɓaure (dried figs)',
    hs_code: '080420',
    value_cents: 20_000,
    value_currency: 'USD',
    origin_country: 'NG',
    incoterms: 'FCA',
    samples: false,
  },
  labelKey: null,
  createdAt: created,
  updatedAt: created,
  deliveredAt: null,
  lastEventAt: null,
};

function item(productName: string): OrderItemRow {
  return {
    id: `item-${productName.length}`,
    orderId: shipment.orderId,
    vendorOrderId: shipment.vendorOrderId,
    productId: 'p-1',
    productName,
    imageUrl: null,
    unit: 'kg',
    currency: 'USD',
    unitPriceCents: 1_000,
    quantity: 10,
    lineTotalCents: 10_000,
    lineTotalUsdCents: 10_000,
  };
}

/** The renderers read the shipment, the items, the order reference and the vendor order's subtotal only. */
const doc = {
  shipment,
  order: {},
  vendorOrder: { subtotalCents: 20_000 },
  items: [item('Ƙwayar ɓaure'), item('تمر مجدول')],
  orderRef: '3F2A9C1E',
} as unknown as ExportDoc;

describe('export documents', () => {
  it('draw the exporter, consignee and goods in their own scripts, with English labels', async () => {
    const invoice = await renderCommercialInvoice(doc);
    const text = withoutBidiMarks(pdfText(invoice));
    expect(text).toContain('Commercial Invoice');
    expect(text).toContain('Adéṣọlá Ọlábọ̀dé');
    expect(text).toContain('Ìbàdàn 200001');
    expect(text).toContain('محمد العربي');
    expect(text).toContain('شارع النيل');
    expect(text).toContain('Description of goods: Ƙwayar ɓaure (dried figs)');
    expect(text).toContain('تمر مجدول');
    expect(text).not.toContain('?');
    const fonts = pdfFonts(invoice).map((f) => f.name.replace(/^[A-Z]{6}\+/, ''));
    expect(fonts).toEqual(expect.arrayContaining(['NotoSans-Regular', 'NotoSans-Bold', 'NotoNaskhArabic']));
    expect(fonts.some((f) => f.startsWith('Helvetica'))).toBe(false);

    const packing = withoutBidiMarks(pdfText(await renderPackingList(doc)));
    expect(packing).toContain('Packing List');
    expect(packing).toContain('Ƙwayar ɓaure');
    expect(packing).toContain('تمر مجدول');
  });
});

describe('a shipping label', () => {
  it('draws both addresses as written and keeps its barcode readable', async () => {
    const label = await renderLabel({
      trackingNumber: 'JD014600003828',
      carrier: 'DHL',
      service: 'Express Worldwide',
      billableKg: '12.5',
      from: FROM,
      to: TO,
      orderRef: '3F2A9C1E',
      date: created,
    });
    const text = withoutBidiMarks(pdfText(label));
    expect(text).toContain('Adéṣọlá Ọlábọ̀dé');
    expect(text).toContain('محمد العربي');
    expect(text).toContain('القاهرة');
    expect(pdfBarcodes(label)).toContain('JD014600003828');
  });
});
