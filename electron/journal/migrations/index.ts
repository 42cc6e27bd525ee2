// Every journal migration, in order. Append only.
import type { NumberedMigration } from '../../sqlite/numbered-migrations';
import { migration001Outbox } from './001-outbox';
import { migration002AuditTrail } from './002-audit-trail';
import { migration003OutboxSendBinding } from './003-outbox-send-binding';
import { migration004OutboxPreparedId } from './004-outbox-prepared-id';

export const JOURNAL_MIGRATIONS: readonly NumberedMigration[] = [migration001Outbox, migration002AuditTrail, migration003OutboxSendBinding, migration004OutboxPreparedId];
export const LATEST_JOURNAL_VERSION = JOURNAL_MIGRATIONS.length;

