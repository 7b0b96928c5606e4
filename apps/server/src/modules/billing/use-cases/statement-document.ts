import { statementNumber } from '@app/shared/billing';
import type { Language } from '@app/shared/constants';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as repo from '../billing.repository.ts';
import { renderStatementCsv } from '../statement-csv.ts';
import { renderStatementPdf } from '../statement-pdf.ts';
import { getStatement, statementSubject } from './get-statement.ts';

/**
 * A vendor's statement of a month as a PDF or CSV document (same access as getStatement). The first download of a
 * month's statement numbers it, in the vendor's own sequence; later downloads, in either format, keep that number.
 */
export async function statementDocument(
  deps: Deps,
  auth: AuthContext,
  input: { vendorId: string; month: string; format: 'pdf' | 'csv'; lang: Language },
): Promise<{ filename: string; body: Buffer | string; number: string }> {
  const statement = await getStatement(deps, auth, input);
  const issued = await repo.issueDocument(deps.db, {
    issuer: input.vendorId,
    kind: 'statement',
    subject: statementSubject(input.vendorId, input.month),
    recipientId: input.vendorId,
    at: deps.clock.now(),
  });
  const number = statementNumber(issued.number);
  const filename = `statement-${input.month}-${number}.${input.format}`;
  const full = { ...statement, number };
  const body =
    input.format === 'pdf'
      ? await renderStatementPdf(full, issued.createdAt, input.lang)
      : renderStatementCsv(full, input.lang);
  return { filename, body, number };
}
