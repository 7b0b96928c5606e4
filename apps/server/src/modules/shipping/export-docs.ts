/**
 * Export documents for carriers and customs. Their labels stay English (decision 009); names, addresses, goods and
 * the customs description are drawn in whatever script they are written in (lib/pdf-text.ts), left-aligned.
 */
import { centsToPrice } from '@app/shared/catalog';
import { documentText as text } from '../../lib/i18n-texts.ts';
import { renderPdf } from '../../lib/pdf.ts';
import { PDF_FONT, PDF_FONT_BOLD } from '../../lib/pdf-fonts.ts';
import { drawText, pdfLines, pdfSafe } from '../../lib/pdf-text.ts';
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
  doc.font(PDF_FONT_BOLD).fontSize(18).text(title);
  doc
    .font(PDF_FONT)
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
  doc.font(PDF_FONT_BOLD).fontSize(10).text(text('exportDocs.exporter'), 50, top);
  const exporter = pdfLines([
    from.name,
    from.street1,
    `${from.city ?? ''} ${from.zip ?? ''}`,
    from.country,
    from.phone,
  ]);
  drawText(doc.fontSize(9), exporter, { x: 50, y: top + 14, width: 230, align: 'left' });
  doc.font(PDF_FONT_BOLD).fontSize(10).text(text('exportDocs.consignee'), 310, top);
  const consignee = pdfLines([
    to.name,
    to.street1,
    `${to.city ?? ''} ${to.state ?? ''} ${to.zip ?? ''}`.replace(/\s+/g, ' '),
    to.country,
    to.phone,
  ]);
  drawText(doc.fontSize(9), consignee, { x: 310, y: top + 14, width: 230, align: 'left' });
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
      .font(PDF_FONT)
      .fontSize(9)
      .text(
        text('commercialInvoice.customsLine', {
          incoterms: customs.incoterms ?? text('commercialInvoice.notStated'),
          origin: customs.origin_country || text('commercialInvoice.notStated'),
          hsCode: customs.hs_code || text('commercialInvoice.notApplicable'),
        }),
      );
    if (customs.description)
      drawText(doc, text('commercialInvoice.description', { description: pdfSafe(customs.description) }), {
        align: 'left',
        direction: 'ltr',
      });
    if (customs.samples) doc.text(text('commercialInvoice.samples'));
    doc.moveDown();
    const y0 = doc.y;
    doc
      .font(PDF_FONT_BOLD)
      .text(text('commercialInvoice.columns.item'), 50, y0)
      .text(text('commercialInvoice.columns.quantity'), 300, y0)
      .text(text('commercialInvoice.columns.unitPrice'), 360, y0)
      .text(text('commercialInvoice.columns.total'), 460, y0);
    doc.font(PDF_FONT);
    for (const i of d.items) {
      const y = doc.y + 4;
      drawText(doc, pdfSafe(i.productName), { x: 50, y, width: 240, align: 'left' });
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
      .font(PDF_FONT)
      .text(text('commercialInvoice.orderValue', { amount: centsToPrice(d.vendorOrder.subtotalCents) }));
    doc.font(PDF_FONT_BOLD).text(
      customs.value_cents === null
        ? text('commercialInvoice.declaredValueNotStated')
        : text(customs.samples ? 'commercialInvoice.declaredValueSamples' : 'commercialInvoice.declaredValue', {
            amount: centsToPrice(customs.value_cents),
            currency: customs.value_currency,
          }),
    );
    doc.moveDown(2).font(PDF_FONT).fontSize(8).text(text('commercialInvoice.declaration'));
  });
}

/** Packing list: what is in the parcel, quantities, weight and dimensions; no prices. */
export function renderPackingList(d: Doc): Promise<Buffer> {
  const p = d.shipment.parcel;
  const title = text('packingList.title', { orderRef: d.orderRef });
  return renderPdf({ size: 'A4', margin: 50, info: { Title: title } }, (doc) => {
    header(doc, text('packingList.heading'), d);
    doc
      .font(PDF_FONT)
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
      .font(PDF_FONT_BOLD)
      .text(text('packingList.columns.item'), 50, y0)
      .text(text('packingList.columns.quantity'), 360, y0)
      .text(text('packingList.columns.unit'), 450, y0);
    doc.font(PDF_FONT);
    for (const i of d.items) {
      const y = doc.y + 4;
      drawText(doc, pdfSafe(i.productName), { x: 50, y, width: 300, align: 'left' });
      const bottom = doc.y;
      doc.text(String(i.quantity), 360, y).text(i.unit, 450, y);
      doc.y = Math.max(doc.y, bottom);
    }
  });
}
