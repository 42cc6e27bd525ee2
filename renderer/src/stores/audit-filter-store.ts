// The Audit screen's filters, kept while the person visits other screens; the Exports
// screen exports the audit trail with them. Shapes follow the contract's audit.page.
import type { IpcInput } from '../../lib/ipc-client';
import { createFilterStore } from './filter-store';

export type AuditFilters = Pick<IpcInput<'audit.page'>, 'kinds' | 'outcomes' | 'search'>;

export const useAuditFilters = createFilterStore<AuditFilters>();
