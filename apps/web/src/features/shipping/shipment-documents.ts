/** Download addresses of a shipment's PDFs (label, export documents). */

export function labelPdfUrl(shipmentId: string): string {
  return `/api/shipments/${encodeURIComponent(shipmentId)}/label.pdf`;
}

export function commercialInvoiceUrl(shipmentId: string): string {
  return `/api/shipments/${encodeURIComponent(shipmentId)}/commercial-invoice.pdf`;
}

export function packingListUrl(shipmentId: string): string {
  return `/api/shipments/${encodeURIComponent(shipmentId)}/packing-list.pdf`;
}

/** A UUID (shipment and order ids), to check what someone typed before asking the server. */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value.trim());
}
