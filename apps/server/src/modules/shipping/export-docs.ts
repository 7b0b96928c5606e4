import { centsToPrice } from '@app/shared/catalog';
import { renderPdf } from '../../lib/pdf.ts';
import { readCustoms } from './customs.ts';
import type { OrderItemRow, OrderRow, VendorOrderRow } from '../orders/orders.repository.ts';
import type { ShipmentRow } from './shipping.repository.ts';

interface Doc {
  shipment: ShipmentRow;
  order: OrderRow;
  vendorOrder: VendorOrderRow;
  items: OrderItemRow[];
  orderRef: string;
}

function header(doc: PDFKit.PDFDocument, title: string, d: Doc): void {
  doc.font('Helvetica-Bold').fontSize(18).text(title);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(
      `Order ${d.orderRef}   Shipment ${d.shipment.id.slice(0, 8).toUpperCase()}   Date ${d.shipment.createdAt.toISOString().slice(0, 10)}`,
    );
  if (d.shipment.trackingNumber)
    doc.text(`Carrier ${d.shipment.carrier ?? ''} ${d.shipment.service ?? ''}   Tracking ${d.shipment.trackingNumber}`);
  doc.moveDown();
  const top = doc.y;
  const from = d.shipment.addressFrom;
  const to = d.shipment.addressTo;
  doc.font('Helvetica-Bold').fontSize(10).text('Exporter / shipper', 50, top);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(
      [from.name, from.street1, `${from.city ?? ''} ${from.zip ?? ''}`, from.country, from.phone]
        .filter(Boolean)
        .join('\n'),
      50,
      top + 14,
      { width: 230 },
    );
  doc.font('Helvetica-Bold').fontSize(10).text('Consignee', 310, top);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(
      [
        to.name,
        to.street1,
        `${to.city ?? ''} ${to.state ?? ''} ${to.zip ?? ''}`.replace(/\s+/g, ' '),
        to.country,
        to.phone,
      ]
        .filter(Boolean)
        .join('\n'),
      310,
      top + 14,
      { width: 230 },
    );
  doc.x = 50;
  doc.y = top + 90;
}

/**
 * Commercial invoice: goods, values, HS code, origin and the Incoterm for customs, with the value exactly as declared
 * (its currency; samples said so). A shipment made before declarations were completed prints what it holds, never a
 * made-up 0 or DDP.
 */
export function renderCommercialInvoice(d: Doc): Promise<Buffer> {
  const customs = readCustoms(d.shipment.customs);
  return renderPdf({ size: 'A4', margin: 50, info: { Title: `Commercial invoice ${d.orderRef}` } }, (doc) => {
    header(doc, 'Commercial Invoice', d);
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(
        `Incoterms: ${customs.incoterms ?? 'not stated'}    Country of origin: ${customs.origin_country || 'not stated'}    HS code: ${customs.hs_code || 'n/a'}`,
      );
    if (customs.description) doc.text(`Description of goods: ${customs.description}`);
    if (customs.samples) doc.text('Samples without commercial value');
    doc.moveDown();
    const y0 = doc.y;
    doc
      .font('Helvetica-Bold')
      .text('Item', 50, y0)
      .text('Qty', 300, y0)
      .text('Unit price', 360, y0)
      .text('Total', 460, y0);
    doc.font('Helvetica');
    for (const i of d.items) {
      const y = doc.y + 4;
      doc.text(i.productName, 50, y, { width: 240 });
      const bottom = doc.y;
      doc
        .text(`${i.quantity} ${i.unit}`, 300, y)
        .text(`${centsToPrice(i.unitPriceCents)} ${i.currency}`, 360, y)
        .text(`${centsToPrice(i.lineTotalCents)} ${i.currency}`, 460, y);
      doc.y = Math.max(doc.y, bottom);
    }
    doc.moveDown();
    doc.x = 50;
    doc.font('Helvetica').text(`Order value (USD): ${centsToPrice(d.vendorOrder.subtotalCents)} USD`);
    doc
      .font('Helvetica-Bold')
      .text(
        customs.value_cents === null
          ? 'Declared customs value: not stated'
          : `Declared customs value: ${centsToPrice(customs.value_cents)} ${customs.value_currency}${customs.samples ? ' (samples, no commercial value)' : ''}`,
      );
    doc
      .moveDown(2)
      .font('Helvetica')
      .fontSize(8)
      .text(
        'I declare that the information on this invoice is true and correct and that the goods originate in the country shown.',
      );
  });
}

/** Packing list: what is in the parcel, quantities, weight and dimensions; no prices. */
export function renderPackingList(d: Doc): Promise<Buffer> {
  const p = d.shipment.parcel;
  return renderPdf({ size: 'A4', margin: 50, info: { Title: `Packing list ${d.orderRef}` } }, (doc) => {
    header(doc, 'Packing List', d);
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(
        `Packages: 1    Dimensions: ${p.length}×${p.width}×${p.height} ${p.distance_unit ?? 'cm'}    Gross weight: ${p.weight} ${p.mass_unit ?? 'kg'}    Billable: ${(d.shipment.billableGrams / 1000).toFixed(1)} kg`,
      );
    doc.moveDown();
    const y0 = doc.y;
    doc.font('Helvetica-Bold').text('Item', 50, y0).text('Quantity', 360, y0).text('Unit', 450, y0);
    doc.font('Helvetica');
    for (const i of d.items) {
      const y = doc.y + 4;
      doc.text(i.productName, 50, y, { width: 300 });
      const bottom = doc.y;
      doc.text(String(i.quantity), 360, y).text(i.unit, 450, y);
      doc.y = Math.max(doc.y, bottom);
    }
  });
}
