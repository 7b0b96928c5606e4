import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { displayName } from '@app/shared/names';
import { queryRows, type DbOrTx } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { orderRef } from '../../orders/order-ref.ts';
import { proformaNumber } from '../../orders/orders.service.ts';
import { ticketReference } from '../../support/support.service.ts';

/**
 * One row of the admin audit log, with the names a person reads: who acted (name and e-mail) and what the action was
 * about (a product's name, an order reference, a company, a ticket number...). The ids stay in the row for copying.
 * `subjectLabel` is null when the subject no longer exists or is of a kind without a name.
 */
export const auditRowDto = z.object({
  id: z.string(),
  action: z.string(),
  createdAt: z.string(),
  data: z.record(z.string(), z.unknown()),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  subjectType: z.string(),
  subjectId: z.string().nullable(),
  subjectLabel: z.string().nullable(),
  subjectDetail: z.string().nullable(),
});
export type AuditRowDto = z.infer<typeof auditRowDto>;

interface Row {
  id: string;
  actor_id: string | null;
  action: string;
  subject_type: string;
  subject_id: string | null;
  data: Record<string, unknown> | null;
  created_at: Date | string;
  actor_first: string | null;
  actor_last: string | null;
  actor_email: string | null;
  user_first: string | null;
  user_last: string | null;
  user_company: string | null;
  user_email: string | null;
  product_name: string | null;
  product_vendor: string | null;
  order_id: string | null;
  vendor_company: string | null;
  vendor_first: string | null;
  vendor_last: string | null;
  vendor_email: string | null;
  checkout_id: string | null;
  checkout_reference: string | null;
  ticket_number: number | null;
  ticket_subject: string | null;
  article_title: string | null;
  article_language: string | null;
  offer_product: string | null;
  review_vendor: string | null;
  key_name: string | null;
}

const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/**
 * The newest audit rows with the names joined in one query (a read model over the tables the subjects live in). The
 * page is cut first, so the joins only touch `limit` rows; a subject id that is not a uuid (an exchange rate's
 * currency) never reaches a uuid column.
 */
async function newestRows(db: DbOrTx, limit: number): Promise<Row[]> {
  return queryRows<Row>(
    db,
    sql`with page as (
      select a.*, case when a.subject_id ~ ${UUID} then a.subject_id::uuid end as sid
      from audit_log a order by a.created_at desc, a.id desc limit ${limit}
    )
    select page.id, page.actor_id, page.action, page.subject_type, page.subject_id, page.data, page.created_at,
      actor.first_name as actor_first, actor.last_name as actor_last, actor.email as actor_email,
      su.first_name as user_first, su.last_name as user_last, su.company as user_company, su.email as user_email,
      p.name as product_name, p.vendor_name as product_vendor,
      coalesce(o.id, vo.order_id, d.order_id, r.order_id, fa.order_id) as order_id,
      vu.company as vendor_company, vu.first_name as vendor_first, vu.last_name as vendor_last, vu.email as vendor_email,
      c.id as checkout_id, c.reference as checkout_reference,
      st.number as ticket_number, st.subject as ticket_subject,
      kb.title as article_title, kb.language as article_language,
      ofr.product_name as offer_product, r.vendor_name as review_vendor, k.name as key_name
    from page
    left join users actor on actor.id = page.actor_id
    left join products p on page.subject_type = 'product' and p.id = page.sid
    left join orders o on page.subject_type = 'order' and o.id = page.sid
    left join vendor_orders vo on page.subject_type = 'vendor_order' and vo.id = page.sid
    left join disputes d on page.subject_type = 'dispute' and d.id = page.sid
    left join reviews r on page.subject_type = 'review' and r.id = page.sid
    left join fraud_alerts fa on page.subject_type = 'fraud_alert' and fa.id = page.sid
    left join verification_applications va on page.subject_type = 'verification_application' and va.id = page.sid
    left join api_keys k on page.subject_type = 'api_key' and k.id = page.sid
    left join checkouts c on page.subject_type = 'checkout' and c.id = page.sid
    left join support_tickets st on page.subject_type = 'support_ticket' and st.id = page.sid
    left join kb_articles kb on page.subject_type = 'kb_article' and kb.id = page.sid
    left join offers ofr on page.subject_type = 'offer' and ofr.id = page.sid
    left join users su on su.id = case when page.subject_type = 'user' then page.sid else coalesce(va.user_id, fa.user_id, k.user_id) end
    left join users vu on vu.id = vo.vendor_id
    order by page.created_at desc, page.id desc`,
  );
}

function personName(first: string | null, last: string | null, email: string | null): string | null {
  return email === null ? null : displayName(first, last, email);
}

/** What the row is about, in words: [label, detail]. */
function subjectOf(r: Row): [string | null, string | null] {
  const user = personName(r.user_first, r.user_last, r.user_email);
  const order = r.order_id ? orderRef(r.order_id) : null;
  switch (r.subject_type) {
    case 'user':
      return [user, r.user_email];
    case 'verification_application':
      return [r.user_company?.trim() || user, r.user_email];
    case 'fraud_alert':
      return [r.user_company?.trim() || user, order];
    case 'api_key':
      return [r.key_name, r.user_email];
    case 'product':
      return [r.product_name, r.product_vendor];
    case 'order':
    case 'dispute':
      return [order, null];
    case 'vendor_order':
      return [order, r.vendor_company?.trim() || personName(r.vendor_first, r.vendor_last, r.vendor_email)];
    case 'review':
      return [r.review_vendor, order];
    case 'checkout':
      return [r.checkout_id ? proformaNumber({ id: r.checkout_id, reference: r.checkout_reference }) : null, null];
    case 'support_ticket':
      return [r.ticket_number === null ? null : ticketReference(Number(r.ticket_number)), r.ticket_subject];
    case 'kb_article':
      return [r.article_title, r.article_language];
    case 'offer':
      return [r.offer_product, null];
    case 'exchange_rate':
      return [r.subject_id, null];
    default:
      return [null, null];
  }
}

export async function auditLog(deps: Deps, limit: number): Promise<AuditRowDto[]> {
  const rows = await newestRows(deps.db, limit);
  return rows.map((r) => {
    const [subjectLabel, subjectDetail] = subjectOf(r);
    return {
      id: r.id,
      action: r.action,
      createdAt: new Date(r.created_at).toISOString(),
      data: r.data ?? {},
      actorId: r.actor_id,
      actorName: personName(r.actor_first, r.actor_last, r.actor_email),
      actorEmail: r.actor_email,
      subjectType: r.subject_type,
      subjectId: r.subject_id,
      subjectLabel,
      subjectDetail,
    };
  });
}
