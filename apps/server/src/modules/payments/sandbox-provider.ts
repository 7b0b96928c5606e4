import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import {
  PaymentNotApprovedError,
  type CreateProviderOrder,
  type PaymentProvider,
  type ProviderOrder,
} from './payment-provider.ts';
import { sandboxPayments, sandboxRefunds } from './payments.schema.ts';
import { msg } from '@app/shared/error-messages';

function providerId(prefix: string): string {
  return `${prefix}-${randomBytes(8).toString('hex').toUpperCase()}`;
}

/**
 * The default provider here: follows PayPal's order states (CREATED -> APPROVED -> COMPLETED) with a test-mode
 * approval page instead of PayPal's, and no real money. Same checkout code path as the PayPal adapter.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly testMode = true;
  readonly channels = ['card'] as const;
  readonly currencies = ['USD'] as const;
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private toOrder(row: typeof sandboxPayments.$inferSelect): ProviderOrder {
    return {
      providerOrderId: row.id,
      status: row.status,
      amountMinor: row.amountCents,
      currency: 'USD',
      captureId: row.captureId,
      approveUrl: `/payments/sandbox/approve?token=${row.id}`,
    };
  }

  async createOrder(input: CreateProviderOrder): Promise<ProviderOrder> {
    if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0 || input.currency !== 'USD')
      throw new AppError('VALIDATION_ERROR', msg('orders.invalidAmount'));
    const now = this.clock.now();
    await this.db
      .insert(sandboxPayments)
      .values({
        id: providerId('SBX'),
        requestId: input.requestId,
        payerId: input.payerId,
        amountCents: input.amountMinor,
        currency: 'USD',
        description: input.description,
        referenceId: input.referenceId,
        status: 'CREATED',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: sandboxPayments.requestId });
    const [row] = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.requestId, input.requestId));
    return this.toOrder(row!);
  }

  async getOrder(providerOrderId: string): Promise<ProviderOrder> {
    const [row] = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, providerOrderId));
    if (!row) throw new AppError('NOT_FOUND', msg('orders.paymentNotFound'));
    return this.toOrder(row);
  }

  /**
   * The test-mode approval page's view of an order: only its payer (the buyer whose checkout created it) or an admin
   * may read it; anyone else is told it does not exist (not that it belongs to someone else).
   */
  async getOrderFor(providerOrderId: string, viewer: { userId: string; isAdmin: boolean }): Promise<ProviderOrder> {
    const [row] = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, providerOrderId));
    if (!row || (!viewer.isAdmin && (row.payerId === null || row.payerId !== viewer.userId))) {
      throw new AppError('NOT_FOUND', msg('orders.paymentNotFound'));
    }
    return this.toOrder(row);
  }

  /** The buyer's "Approve" on the test-mode page. Only the payer may approve (not even an admin, for them). */
  async approve(providerOrderId: string, payerId: string): Promise<ProviderOrder> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.id, providerOrderId))
        .for('update');
      if (!row || row.payerId === null || row.payerId !== payerId)
        throw new AppError('NOT_FOUND', msg('orders.paymentNotFound'));
      if (row.status === 'CREATED') {
        const [updated] = await tx
          .update(sandboxPayments)
          .set({ status: 'APPROVED', updatedAt: this.clock.now() })
          .where(eq(sandboxPayments.id, row.id))
          .returning();
        return this.toOrder(updated!);
      }
      return this.toOrder(row);
    });
  }

  async captureOrder(providerOrderId: string): Promise<{ captureId: string; amountMinor: number; currency: string }> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.id, providerOrderId))
        .for('update');
      if (!row) throw new AppError('NOT_FOUND', msg('orders.paymentNotFound'));
      if (row.status === 'COMPLETED' && row.captureId)
        return { captureId: row.captureId, amountMinor: row.amountCents, currency: 'USD' };
      if (row.status !== 'APPROVED') throw new PaymentNotApprovedError();
      const captureId = providerId('CAP');
      await tx
        .update(sandboxPayments)
        .set({ status: 'COMPLETED', captureId, updatedAt: this.clock.now() })
        .where(eq(sandboxPayments.id, row.id));
      return { captureId, amountMinor: row.amountCents, currency: 'USD' };
    });
  }

  async refundCapture(captureId: string, amountMinor: number, requestId: string): Promise<{ refundId: string }> {
    await this.db
      .insert(sandboxRefunds)
      .values({ id: providerId('REF'), requestId, captureId, amountCents: amountMinor, createdAt: this.clock.now() })
      .onConflictDoNothing({ target: sandboxRefunds.requestId });
    const [row] = await this.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.requestId, requestId));
    return { refundId: row!.id };
  }
}
