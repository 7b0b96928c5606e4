/** A ticket's reference as people read and quote it: SUP-000042. */
export function ticketReference(n: number): string {
  return `SUP-${String(n).padStart(6, '0')}`;
}
