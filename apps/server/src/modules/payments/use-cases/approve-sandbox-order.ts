import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { SandboxPaymentProvider } from '../sandbox-provider.ts';

/** The payer approves a sandbox provider order on its test-mode page; "not found" unless the sandbox is configured. */
export async function approveSandboxOrder(deps: Deps, auth: AuthContext, token: string): Promise<{ status: string }> {
  const payments = deps.rails.find('sandbox');
  if (!(payments instanceof SandboxPaymentProvider)) throw new AppError('NOT_FOUND', msg('common.notFound'));
  const order = await payments.approve(token, auth.user.id);
  return { status: order.status };
}
