// The exports store against a scripted main process: the input sent, progress from
// `export.progress` events (rowsTotal when the event has it), the result kept in this
// session's list, a cancelled export (kind `interrupted`) and a failed one.
import { beforeEach, describe, expect, it } from 'vitest';
import type { IpcEvent, TypedIpcClient } from '../../../../renderer/lib/ipc-client';
import { setIpcClient } from '../../../../renderer/lib/main-connection';
import { exportRate, useExports } from '../../../../renderer/src/stores/exports-store';

interface Scripted {
  calls: { method: string; input: unknown }[];
  /** What exports.cancel answers (default: it cancelled). */
  cancelAnswer: unknown;
  emit(event: unknown): void;
  answer(envelope: unknown): void;
}

/** A client whose calls wait until the test answers them; events go to every subscriber. */
function scriptedClient(): Scripted {
  const listeners = new Set<(event: IpcEvent) => void>();
  const pending: ((envelope: unknown) => void)[] = [];
  const scripted: Scripted = {
    calls: [],
    cancelAnswer: { ok: true, value: { cancelled: true } },
    emit: (event) => listeners.forEach((listener) => listener(event as IpcEvent)),
    answer: (envelope) => pending.shift()?.(envelope),
  };
  const client = {
    transport: 'web-shell',
    call: (method: string, input: unknown) => {
      scripted.calls.push({ method, input });
      if (method === 'exports.cancel') return Promise.resolve(scripted.cancelAnswer);
      return new Promise((resolve) => pending.push(resolve));
    },
    subscribe: (listener: (event: IpcEvent) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as TypedIpcClient;
  setIpcClient(client);
  return scripted;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const result = { path: '/data/exports/ledger-sandbox-20261123-140509-3fa9c2.csv', fileName: 'ledger-sandbox-20261123-140509-3fa9c2.csv', rowsWritten: 25_000, bytesWritten: 4_200_000 };

beforeEach(() => {
  useExports.setState({ running: null, outcome: null, history: [], bom: false, counterpartyStatuses: [] });
});

describe('useExports', () => {
  it('runs an export, follows its progress and keeps the result', async () => {
    const main = scriptedClient();
    const done = useExports.getState().run({ kind: 'ledger', input: { types: ['fee'], bom: true }, filterWords: ['Type: fee'] });
    expect(main.calls).toEqual([{ method: 'exports.ledger', input: { types: ['fee'], bom: true } }]);
    expect(useExports.getState().running).toMatchObject({ kind: 'ledger', fileName: null, rowsWritten: 0, rowsTotal: null });

    main.emit({ type: 'export.progress', kind: 'ledger', fileName: result.fileName, rowsWritten: 10_000, rowsTotal: null });
    expect(useExports.getState().running).toMatchObject({ fileName: result.fileName, rowsWritten: 10_000, rowsTotal: null });
    main.emit({ type: 'export.progress', kind: 'ledger', fileName: result.fileName, rowsWritten: 20_000, rowsTotal: 25_000 });
    expect(useExports.getState().running).toMatchObject({ rowsWritten: 20_000, rowsTotal: 25_000 });
    // Another kind's or another file's progress is not this export's.
    main.emit({ type: 'export.progress', kind: 'payments', fileName: 'payments.csv', rowsWritten: 99, rowsTotal: null });
    main.emit({ type: 'export.progress', kind: 'ledger', fileName: 'other.csv', rowsWritten: 99, rowsTotal: null });
    expect(useExports.getState().running?.rowsWritten).toBe(20_000);

    // One at a time.
    expect(await useExports.getState().run({ kind: 'audit', input: {}, filterWords: [] })).toBeNull();

    main.answer({ ok: true, value: result });
    const outcome = await done;
    expect(outcome).toMatchObject({ type: 'done', record: { ...result, kind: 'ledger', bom: true, filterWords: ['Type: fee'] } });
    const state = useExports.getState();
    expect(state.running).toBeNull();
    expect(state.history).toHaveLength(1);
    expect(state.history[0]).toMatchObject(result);
    // Events after the end change nothing.
    main.emit({ type: 'export.progress', kind: 'ledger', fileName: result.fileName, rowsWritten: 1, rowsTotal: null });
    expect(useExports.getState().running).toBeNull();
  });

  it('an interrupted export is "cancelled", not kept, and says how far it got', async () => {
    const main = scriptedClient();
    const done = useExports.getState().run({ kind: 'ledger', input: {}, filterWords: [] });
    main.emit({ type: 'export.progress', kind: 'ledger', fileName: 'ledger.csv', rowsWritten: 30_000, rowsTotal: 1_000_000 });
    main.answer({ ok: false, error: { kind: 'interrupted', code: 'aborted', message: 'The export was cancelled.', retryable: false } });
    expect(await done).toMatchObject({ type: 'cancelled', kind: 'ledger', rowsWritten: 30_000 });
    expect(useExports.getState().history).toEqual([]);
  });

  it('a refused export keeps the error (message and request id) for the screen', async () => {
    const main = scriptedClient();
    const done = useExports.getState().run({ kind: 'payments', input: {}, filterWords: [] });
    const error = { kind: 'failed', code: 'disk_full', message: 'The disk is full.', requestId: 'req_1', retryable: true };
    main.answer({ ok: false, error });
    expect(await done).toMatchObject({ type: 'failed', kind: 'payments', error });
    expect(useExports.getState().outcome).toMatchObject({ type: 'failed', error });
  });

  it('Cancel asks main once (exports.cancel), and the answer of the export says how it ended', async () => {
    const main = scriptedClient();
    const done = useExports.getState().run({ kind: 'ledger', input: {}, filterWords: [] });
    await useExports.getState().cancel();
    await useExports.getState().cancel();
    await flush();
    expect(main.calls.filter((call) => call.method === 'exports.cancel')).toEqual([{ method: 'exports.cancel', input: {} }]);
    expect(useExports.getState().running?.cancelling).toBe(true);
    main.answer({ ok: false, error: { kind: 'interrupted', code: 'aborted', message: 'cancelled', retryable: false } });
    expect(await done).toMatchObject({ type: 'cancelled' });
  });

  it('Cancel that finds nothing running (the export just ended) lets the export finish as done', async () => {
    const main = scriptedClient();
    main.cancelAnswer = { ok: true, value: { cancelled: false } };
    const done = useExports.getState().run({ kind: 'audit', input: {}, filterWords: [] });
    await useExports.getState().cancel();
    expect(useExports.getState().running?.cancelling).toBe(false);
    main.answer({ ok: true, value: result });
    expect(await done).toMatchObject({ type: 'done' });
  });

  it('rows per second once half a second has passed', () => {
    const running = { kind: 'ledger' as const, fileName: 'x.csv', rowsWritten: 50_000, rowsTotal: null, startedAtMs: 1_000, cancelling: false };
    expect(exportRate(running, 1_200)).toBeNull();
    expect(exportRate(running, 3_000)).toBe(25_000);
  });
});
