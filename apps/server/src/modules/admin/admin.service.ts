import { and, desc, eq, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import type { Role } from '@app/shared/constants';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { audit } from '../audit/audit.service.ts';
import { users } from '../auth/auth.schema.ts';
import * as authRepo from '../auth/auth.repository.ts';
import { payoutDestinations } from '../auth/bank-details.service.ts';
import { toUserDto } from '../auth/auth.service.ts';
import type { AuthContext } from '../auth/auth.types.ts';
import * as escrow from '../escrow/escrow.service.ts';
import { vendorPayoutBalances } from '../escrow/use-cases/money-figures.ts';
import { accounts } from '../escrow/ledger-rules.ts';
import { supportTickets } from '../support/support.schema.ts';
import { ticketReference } from '../support/support.service.ts';
import { money, msg } from '@app/shared/error-messages';

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function searchUsers(deps: Deps, q: string | undefined, cursor: string | undefined, limit: number) {
  const filters = [];
  if (q) {
    const like = `%${escapeLike(q)}%`;
    filters.push(
      or(
        ilike(users.email, like),
        ilike(users.firstName, like),
        ilike(users.lastName, like),
        ilike(users.company, like),
      ),
    );
  }
  if (cursor) {
    const [t, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
    const at = new Date(t ?? '');
    if (!id || Number.isNaN(at.getTime())) throw new AppError('VALIDATION_ERROR', msg('catalog.invalidCursor'));
    filters.push(or(lt(users.createdAt, at), and(eq(users.createdAt, at), lt(users.id, id))));
  }
  const rows = await deps.db
    .select()
    .from(users)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map((u) => ({ ...toUserDto(u), status: u.status })),
    nextCursor:
      rows.length > limit && last
        ? Buffer.from(`${last.createdAt.toISOString()}|${last.id}`).toString('base64url')
        : null,
  };
}

export async function getUser(deps: Deps, id: string) {
  const u = await authRepo.findUserById(deps.db, id);
  if (!u) throw new AppError('NOT_FOUND', msg('admin.userNotFound'));
  return { ...toUserDto(u), status: u.status };
}

/** Suspension ends the user's sessions at once; the API refuses them from the next request. */
export async function setSuspended(deps: Deps, auth: AuthContext, id: string, suspended: boolean, reason: string) {
  if (id === auth.user.id) throw new AppError('FORBIDDEN', msg('admin.cannotSuspendSelf'));
  await deps.db.transaction(async (tx) => {
    const u = await authRepo.updateUser(tx, id, { status: suspended ? 'suspended' : 'active' });
    if (!u) throw new AppError('NOT_FOUND', msg('admin.userNotFound'));
    if (suspended) await authRepo.deleteUserSessions(tx, id);
    await audit(tx, {
      actorId: auth.user.id,
      action: suspended ? 'admin.user_suspended' : 'admin.user_reinstated',
      subjectType: 'user',
      subjectId: id,
      data: { reason },
    });
  });
  return getUser(deps, id);
}

export async function setRoles(deps: Deps, auth: AuthContext, id: string, roles: Role[]) {
  const unique = [...new Set(roles)];
  if (unique.length === 0)
    throw new AppError('VALIDATION_ERROR', msg('admin.userNeedsRole'), { fields: { roles: msg('admin.chooseRole') } });
  if (id === auth.user.id && !unique.includes('admin'))
    throw new AppError('FORBIDDEN', msg('admin.cannotRemoveOwnAdmin'));
  await deps.db.transaction(async (tx) => {
    const u = await authRepo.findUserById(tx, id);
    if (!u) throw new AppError('NOT_FOUND', msg('admin.userNotFound'));
    const activeRole = unique.includes(u.activeRole) ? u.activeRole : unique[0]!;
    await authRepo.updateUser(tx, id, { roles: unique, activeRole, isAdmin: unique.includes('admin') });
    await audit(tx, {
      actorId: auth.user.id,
      action: 'admin.roles_changed',
      subjectType: 'user',
      subjectId: id,
      data: { from: u.roles, to: unique },
    });
  });
  return getUser(deps, id);
}

export async function listTickets(deps: Deps, status: string | undefined) {
  const rows = await deps.db
    .select()
    .from(supportTickets)
    .where(status ? eq(supportTickets.status, status as 'open' | 'answered' | 'closed') : undefined)
    .orderBy(desc(supportTickets.createdAt))
    .limit(200);
  return rows.map((t) => ({
    id: t.id,
    reference: ticketReference(t.number),
    name: t.name,
    email: t.email,
    category: t.category,
    subject: t.subject,
    message: t.message,
    source: t.source,
    status: t.status,
    createdAt: t.createdAt.toISOString(),
  }));
}

/** Replies by e-mail (from the support mailbox) and marks the ticket answered. */
export async function replyTicket(deps: Deps, auth: AuthContext, id: string, message: string) {
  await deps.db.transaction(async (tx) => {
    const [t] = await tx.select().from(supportTickets).where(eq(supportTickets.id, id)).for('update');
    if (!t) throw new AppError('NOT_FOUND', msg('admin.ticketNotFound'));
    if (t.status === 'closed') throw new AppError('CONFLICT', msg('admin.ticketClosed'));
    const reference = ticketReference(t.number);
    await deps.mailer.send(
      {
        to: t.email,
        replyTo: deps.config.SUPPORT_EMAIL,
        kind: 'support_reply',
        subject: `Re: [${reference}] ${t.subject}`,
        text: `${message}\n\n— AfriBridge Trade support (${reference})`,
      },
      tx,
    );
    await tx.update(supportTickets).set({ status: 'answered' }).where(eq(supportTickets.id, id));
    await audit(tx, {
      actorId: auth.user.id,
      action: 'admin.ticket_replied',
      subjectType: 'support_ticket',
      subjectId: id,
    });
  });
}

export async function closeTicket(deps: Deps, auth: AuthContext, id: string) {
  const rows = await deps.db
    .update(supportTickets)
    .set({ status: 'closed' })
    .where(eq(supportTickets.id, id))
    .returning({ id: supportTickets.id });
  if (rows.length === 0) throw new AppError('NOT_FOUND', msg('admin.ticketNotFound'));
  await audit(deps.db, {
    actorId: auth.user.id,
    action: 'admin.ticket_closed',
    subjectType: 'support_ticket',
    subjectId: id,
  });
}

/** Vendors with money available to pay out, with their verification state (balances from the ledger). */
export async function payoutBalances(deps: Deps) {
  const balances = await vendorPayoutBalances(deps.db);
  const withMoney = [...balances].filter(([, b]) => b.availableCents > 0).map(([vendorId, b]) => ({ vendorId, ...b }));
  const vendors = withMoney.length
    ? await deps.db
        .select()
        .from(users)
        .where(
          inArray(
            users.id,
            withMoney.map((v) => v.vendorId),
          ),
        )
    : [];
  const byId = new Map(vendors.map((u) => [u.id, u]));
  const destinations = await payoutDestinations(
    deps.db,
    vendors.map((u) => u.id),
  );
  const items = [];
  for (const { vendorId, availableCents, paidOutCents } of withMoney) {
    const u = byId.get(vendorId);
    if (!u) continue;
    items.push({
      vendorId,
      vendorName: u.company || `${u.firstName} ${u.lastName}`.trim(),
      email: u.email,
      kycStatus: u.kycStatus,
      availableCents,
      paidOutCents,
      /** Where to send the transfer (Settings > Billing); null until the vendor adds it. */
      bankDetails: destinations.get(vendorId) ?? null,
    });
  }
  return items.sort((a, b) => b.availableCents - a.availableCents);
}

/** Records a bank transfer to a verified vendor; never more than the available balance; once per reference. */
export async function recordPayout(
  deps: Deps,
  auth: AuthContext,
  vendorId: string,
  amountCents: number,
  reference: string,
) {
  await deps.db.transaction(async (tx) => {
    const vendor = await authRepo.findUserById(tx, vendorId);
    if (!vendor) throw new AppError('NOT_FOUND', msg('admin.vendorNotFound'));
    if (vendor.kycStatus !== 'VERIFIED') throw new AppError('CONFLICT', msg('admin.payoutNeedsVerified'));
    if (!(await payoutDestinations(tx, [vendorId])).has(vendorId))
      throw new AppError('CONFLICT', msg('admin.payoutNeedsBank'));
    // Serialise payouts of one vendor so two admins cannot overdraw the balance together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payout:${vendorId}`}))`);
    const available =
      (await escrow.balancesByPrefix(tx, accounts.payable(vendorId))).get(accounts.payable(vendorId)) ?? 0;
    if (amountCents <= 0 || amountCents > available)
      throw new AppError(
        'VALIDATION_ERROR',
        msg('admin.payoutRange', { minimum: money(1, 'USD'), available: money(available, 'USD') }),
        {
          fields: { amount: msg('admin.payoutAboveBalance') },
        },
      );
    const applied = await escrow.payout(tx, vendorId, amountCents, reference, {
      actorId: auth.user.id,
      at: deps.clock.now(),
    });
    if (!applied) throw new AppError('CONFLICT', msg('admin.payoutDuplicate'));
    await audit(tx, {
      actorId: auth.user.id,
      action: 'admin.payout_recorded',
      subjectType: 'user',
      subjectId: vendorId,
      data: { amountCents, reference },
    });
  });
}

/** A CSV cell: quoted when needed; text that a spreadsheet would run as a formula is neutralised (numbers are kept). */
function csvCell(v: string | number | null): string {
  let s = v === null ? '' : String(v);
  if (/^[=+\-@]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export async function ledgerCsv(deps: Deps, from: Date, to: Date): Promise<string> {
  const lines = await escrow.ledgerLines(deps.db, from, to);
  const header = ['date', 'transaction_id', 'kind', 'order_id', 'vendor_order_id', 'account', 'amount_usd', 'memo'];
  const rows = lines.map((l) =>
    [
      l.createdAt.toISOString(),
      l.transactionId,
      l.kind,
      l.orderId,
      l.vendorOrderId,
      l.account,
      (l.amountCents / 100).toFixed(2),
      l.memo,
    ]
      .map(csvCell)
      .join(','),
  );
  return [header.join(','), ...rows].join('\r\n') + '\r\n';
}
