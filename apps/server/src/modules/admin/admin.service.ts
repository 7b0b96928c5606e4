/**
 * The admin module's own use cases, one per file under use-cases/. What an admin does to another module's data
 * (users, support tickets, products, verifications) is that module's use case, which admin.routes.ts calls.
 */
export { auditLog, auditRowDto, type AuditRowDto } from './use-cases/audit-log.ts';
export { ledgerCsv } from './use-cases/ledger-csv.ts';
export { overview } from './use-cases/overview.ts';
export { payoutBalances } from './use-cases/payout-balances.ts';
export { recordPayout } from './use-cases/record-payout.ts';
export { report } from './use-cases/report.ts';
