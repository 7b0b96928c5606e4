import { centsToPrice } from '@app/shared/catalog';
import { documentText as text } from '../../lib/i18n-texts.ts';
import { renderPdf } from '../../lib/pdf.ts';
import { readCustoms } from './customs.ts';
import type { OrderItemRow, OrderRow, VendorOrderRow } from './order-rows.ts';
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
      text('exportDocs.orderLine', {
        orderRef: d.orderRef,
        shipment: d.shipment.id.slice(0, 8).toUpperCase(),
        date: d.shipment.createdAt.toISOString().slice(0, 10),
      }),
    );
  if (d.shipment.trackingNumber)
    doc.text(
      text('exportDocs.carrierLine', {
        carrier: d.shipment.carrier ?? '',
        service: d.shipment.service ?? '',
        trackingNumber: d.shipment.trackingNumber,
      }),
    );
  doc.moveDown();
  const top = doc.y;
  const from = d.shipment.addressFrom;
  const to = d.shipment.addressTo;
  doc.font('Helvetica-Bold').fontSize(10).text(text('exportDocs.exporter'), 50, top);
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
  doc.font('Helvetica-Bold').fontSize(10).text(text('exportDocs.consignee'), 310, top);
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
  const title = text('commercialInvoice.title', { orderRef: d.orderRef });
  return renderPdf({ size: 'A4', margin: 50, info: { Title: title } }, (doc) => {
    header(doc, text('commercialInvoice.heading'), d);
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(
        text('commercialInvoice.customsLine', {
          incoterms: customs.incoterms ?? text('commercialInvoice.notStated'),
          origin: customs.origin_country || text('commercialInvoice.notStated'),
          hsCode: customs.hs_code || text('commercialInvoice.notApplicable'),
        }),
      );
    if (customs.description) doc.text(text('commercialInvoice.description', { description: customs.description }));
    if (customs.samples) doc.text(text('commercialInvoice.samples'));
    doc.moveDown();
    const y0 = doc.y;
    doc
      .font('Helvetica-Bold')
      .text(text('commercialInvoice.columns.item'), 50, y0)
      .text(text('commercialInvoice.columns.quantity'), 300, y0)
      .text(text('commercialInvoice.columns.unitPrice'), 360, y0)
      .text(text('commercialInvoice.columns.total'), 460, y0);
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
    doc
      .font('Helvetica')
      .text(text('commercialInvoice.orderValue', { amount: centsToPrice(d.vendorOrder.subtotalCents) }));
    doc.font('Helvetica-Bold').text(
      customs.value_cents === null
        ? text('commercialInvoice.declaredValueNotStated')
        : text(customs.samples ? 'commercialInvoice.declaredValueSamples' : 'commercialInvoice.declaredValue', {
            amount: centsToPrice(customs.value_cents),
            currency: customs.value_currency,
          }),
    );
    doc.moveDown(2).font('Helvetica').fontSize(8).text(text('commercialInvoice.declaration'));
  });
}

/** Packing list: what is in the parcel, quantities, weight and dimensions; no prices. */
export function renderPackingList(d: Doc): Promise<Buffer> {
  const p = d.shipment.parcel;
  const title = text('packingList.title', { orderRef: d.orderRef });
  return renderPdf({ size: 'A4', margin: 50, info: { Title: title } }, (doc) => {
    header(doc, text('packingList.heading'), d);
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(
        text('packingList.parcelLine', {
          length: String(p.length),
          width: String(p.width),
          height: String(p.height),
          distanceUnit: p.distance_unit ?? 'cm',
          weight: String(p.weight),
          massUnit: p.mass_unit ?? 'kg',
          billableKg: (d.shipment.billableGrams / 1000).toFixed(1),
        }),
      );
    doc.moveDown();
    const y0 = doc.y;
    doc
      .font('Helvetica-Bold')
      .text(text('packingList.columns.item'), 50, y0)
      .text(text('packingList.columns.quantity'), 360, y0)
      .text(text('packingList.columns.unit'), 450, y0);
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
