/** What every ledger operation records besides its postings: the order, who acted and when. */
export interface Ctx {
  orderId: string;
  actorId?: string | null;
  at: Date;
}
