// The audit trail: a hash-chained, append-only log in the journal. Import from here.
export { createAuditTrail } from './create-audit-trail';
export type { AuditListOptions, AuditPageOptions, AuditTrail, AuditTrailOptions } from './create-audit-trail';
export { auditWhere, REQUEST_OUTCOMES } from './audit-filter';
export type { AuditFilter, RequestOutcome } from './audit-filter';
export { AUDIT_KINDS } from './audit-types';
export type {
  AuditCheck, AuditEntry, AuditKind, AuditVerification, ConfirmationAuditData, ConfirmationInput, KeyChangeAuditData, KeyChangeInput, RequestAuditData, ResolutionAuditData, ResolutionInput,
} from './audit-types';
export { GENESIS_HASH, auditEntryHash } from './audit-chain';
export type { AuditHead } from './audit-chain';
export { AUDIT_CSV_COLUMNS } from './audit-csv';
export type { AuditCsvOptions } from './audit-csv';
export { AuditError, AuditWriteError } from './audit-errors';
export type { AuditErrorCode } from './audit-errors';
export { canonicalJson, CanonicalJsonError } from './canonical-json';
export { REDACTED, redactSecretShapes, redactSecretsIn, truncated } from './audit-text';
export { describeAuditEntry, describeKeyChange } from './audit-entry-text';
export { OPERATION_WORDS, operationWords, requestOperation, WRITE_NAMES, writeName, type RequestOperation } from './request-words';
