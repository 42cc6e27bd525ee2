// @vitest-environment jsdom
// The Audit screen's entries when the status tracker's reads fill a page: older pages are
// read by themselves while the page's entries make fewer than AUDIT_ROWS_WANTED rows on the
// screen (a run of GETs is one row), so a person's confirmation is not left behind "Load
// older entries"; once enough rows show, nothing more is read until the person asks.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AUDIT_ROWS_WANTED, useAuditEntries } from '../../../../renderer/src/queries/audit-queries';
import type { AuditEntryView } from '../../../../shared/ipc';
import { countAuditRows } from '../../../../renderer/src/screens/audit/sync-runs';
import { connectFakeMain } from '../queries/fake-main';

afterEach(cleanup);

const at = (seq: number) => new Date(Date.UTC(2026, 10, 27, 12, 0, 0) + seq * 5_000).toISOString();
const base = { status: 200, outcome: 'succeeded', requestId: null, idempotencyKey: null, summary: null, hash: 'b'.repeat(64), prevHash: 'a'.repeat(64) };
const statusRead = (seq: number): AuditEntryView => ({ ...base, seq, at: at(seq), kind: 'request', what: 'GET /v1/payments/pmt_1', method: 'GET', path: '/v1/payments/pmt_1', operation: 'getPayment', operationWords: 'Read a payment' }) as AuditEntryView;
const confirmation = (seq: number): AuditEntryView => ({ ...base, seq, at: at(seq), kind: 'confirmation', what: 'Send 10.00 USD by ACH', method: null, path: null, operation: null, operationWords: null, status: null }) as AuditEntryView;

/** A page of audit.page, newest first, from `newest` down. */
const page = (entries: AuditEntryView[], nextBeforeSeq: number | null) => ({ ok: true, value: { entries, nextBeforeSeq } });

function wrapper({ children }: { children: ReactNode }) {
  return createElement(QueryClientProvider, { client: new QueryClient({ defaultOptions: { queries: { retry: false } } }) }, children);
}

describe('the Audit screen reads older entries by itself while a page makes few rows', () => {
  it('a page of status reads (one row) brings the next page, and stops once enough rows show', async () => {
    const main = connectFakeMain();
    const pages = () => main.calls.filter((call) => call.method === 'audit.page');
    const { result } = renderHook(() => useAuditEntries({}, countAuditRows), { wrapper });

    // Page 1: 200 GETs 5 s apart: one run, one row.
    await waitFor(() => expect(pages()).toHaveLength(1));
    pages()[0]!.answer(page(Array.from({ length: 200 }, (_, i) => statusRead(1000 - i)), 801));
    await waitFor(() => expect(pages()).toHaveLength(2));
    expect(pages()[1]!.input).toMatchObject({ beforeSeq: 801 });

    // Page 2: confirmations among reads: enough rows now, so no third read by itself.
    const mixed: AuditEntryView[] = [];
    for (let seq = 800; mixed.length < 200; seq -= 1) mixed.push(seq % 4 === 0 ? confirmation(seq) : statusRead(seq));
    pages()[1]!.answer(page(mixed, 600));
    await waitFor(() => expect(result.current.entries).toHaveLength(400));
    expect(countAuditRows(result.current.entries)).toBeGreaterThanOrEqual(AUDIT_ROWS_WANTED);
    expect(result.current.hasMore).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pages()).toHaveLength(2);
  });

  it('rows counted one per entry (the default) read no page by themselves', async () => {
    const main = connectFakeMain();
    const pages = () => main.calls.filter((call) => call.method === 'audit.page');
    renderHook(() => useAuditEntries({}), { wrapper });
    await waitFor(() => expect(pages()).toHaveLength(1));
    pages()[0]!.answer(page(Array.from({ length: 200 }, (_, i) => statusRead(1000 - i)), 801));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pages()).toHaveLength(1);
  });
});
