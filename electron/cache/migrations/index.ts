// Every migration, in order. Append only.
import type { NumberedMigration } from '../../sqlite/numbered-migrations';
import { migration001Initial } from './001-initial';
import { migration002LedgerSearch } from './002-ledger-search';
import { migration003LedgerPostingOrder } from './003-ledger-posting-order';
import { migration004ReferenceSearch } from './004-reference-search';
import { migration005TransactionGroup } from './005-transaction-group';
import { migration006StatusHistory } from './006-status-history';
import { migration007GoneRows } from './007-gone-rows';
import { migration008LedgerIdIndex } from './008-ledger-id-index';
import { migration009LedgerChangeSerial } from './009-ledger-change-serial';

export const MIGRATIONS: readonly NumberedMigration[] = [
  migration001Initial, migration002LedgerSearch, migration003LedgerPostingOrder, migration004ReferenceSearch, migration005TransactionGroup,
  migration006StatusHistory, migration007GoneRows, migration008LedgerIdIndex, migration009LedgerChangeSerial,
];
export const LATEST_SCHEMA_VERSION = MIGRATIONS.length;

