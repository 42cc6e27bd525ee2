// @vitest-environment jsdom
// The Audit screen and key changes: the kind filter offers "Key changes" (ticking it asks
// audit.page for key_change entries only), and a key change's row reads in words.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuditFilterBar } from '../../../../renderer/src/screens/audit/audit-filter-bar';
import { AuditTable } from '../../../../renderer/src/screens/audit/audit-table';
import { useAuditFilters } from '../../../../renderer/src/stores/audit-filter-store';
import type { AuditEntryView } from '../../../../shared/ipc';

afterEach(() => {
  cleanup();
  useAuditFilters.getState().clear();
});

const keyChange: AuditEntryView = {
  seq: 7, at: '2026-11-20T10:00:00.000Z', kind: 'key_change', what: 'API key set for production', method: null, path: null, operation: null, operationWords: null, status: null,
  outcome: null, requestId: null, idempotencyKey: null, summary: null, hash: 'b'.repeat(64), prevHash: 'a'.repeat(64),
};

describe('key changes on the Audit screen', () => {
  it('offers "Key changes" among the kinds; ticked, the filter selects key_change entries', async () => {
    const user = userEvent.setup();
    render(createElement(AuditFilterBar));
    const kinds = screen.getByRole('group', { name: /Kinds/ });
    const labels = within(kinds).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent);
    expect(labels).toEqual(['Requests', 'Confirmations', 'Decisions', 'Key changes']);
    await user.click(within(kinds).getByRole('checkbox', { name: 'Key changes' }));
    expect(useAuditFilters.getState().filters.kinds).toEqual(['key_change']);
    await user.click(within(kinds).getByRole('checkbox', { name: 'Requests' }));
    expect(useAuditFilters.getState().filters.kinds).toEqual(['request', 'key_change']);
  });

  it('shows a key change as a row in words', () => {
    render(createElement(AuditTable, { entries: [keyChange], selectedSeq: null, onOpen: () => {} }));
    const row = screen.getByRole('row', { name: /API key set for production/ });
    expect(within(row).getByText('Key change')).toBeTruthy();
  });
});
