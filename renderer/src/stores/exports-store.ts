// CSV exports as the Exports screen shows them: the one running export (its progress from
// `export.progress` events, and Cancel), how the last one ended, and the list of this
// session's exports (and statements) with their paths. Main decides where a file goes; the window only
// says which export and with which filters.
import { create } from 'zustand';
import type { IpcEvent, IpcInput, IpcOutput, PlainError } from '../../lib/ipc-client';
import type { Envelope } from '../../../shared/ipc';
import type { EXPORT_KINDS } from '../../../shared/ipc/export-methods';
import { ipc } from '../../lib/main-connection';

/** The list and trail exports this store runs; a statement has its own section (statement-section.tsx). */
export type ExportKind = Exclude<(typeof EXPORT_KINDS)[number], 'statement'>;
export type ExportResult = IpcOutput<'exports.ledger'>;
/** What a file of this session's list is: a list or trail export, or a statement. */
export type HistoryKind = ExportKind | 'statement';
/** What a statement is of: its account and days (a statement is not a filtered list). */
export interface StatementOf {
  readonly accountName: string;
  readonly from: string;
  readonly to: string;
  readonly timeZone: string;
  readonly formatLabel: string;
}
/** One file of this session's list; a statement's says its account, days and format. */
export type HistoryRecord = Omit<ExportRecord, 'kind'> & { readonly kind: HistoryKind; readonly statementOf?: StatementOf };

/** One export to run: the method's input (filters and BOM) and the filters in words, kept with the result. */
export type ExportRequest =
  | { kind: 'ledger'; input: IpcInput<'exports.ledger'>; filterWords: readonly string[] }
  | { kind: 'payments'; input: IpcInput<'exports.payments'>; filterWords: readonly string[] }
  | { kind: 'collections'; input: IpcInput<'exports.collections'>; filterWords: readonly string[] }
  | { kind: 'transfers'; input: IpcInput<'exports.transfers'>; filterWords: readonly string[] }
  | { kind: 'counterparties'; input: IpcInput<'exports.counterparties'>; filterWords: readonly string[] }
  | { kind: 'audit'; input: IpcInput<'exports.audit'>; filterWords: readonly string[] };

export interface ExportRecord extends ExportResult {
  readonly id: number;
  readonly kind: ExportKind;
  readonly finishedAt: string;
  readonly durationMs: number;
  readonly bom: boolean;
  readonly filterWords: readonly string[];
}

export interface RunningExport {
  readonly kind: ExportKind;
  /** Known from the first progress event (main names the file). */
  readonly fileName: string | null;
  readonly rowsWritten: number;
  /** From the progress event when main knows it; null: unknown (the bar is indeterminate). */
  readonly rowsTotal: number | null;
  readonly startedAtMs: number;
  readonly cancelling: boolean;
}

export type ExportOutcome =
  | { readonly type: 'done'; readonly record: ExportRecord }
  | { readonly type: 'cancelled'; readonly kind: ExportKind; readonly rowsWritten: number; readonly at: string }
  | { readonly type: 'failed'; readonly kind: ExportKind; readonly error: PlainError; readonly at: string };

function callExport(request: ExportRequest): Promise<Envelope<ExportResult>> {
  switch (request.kind) {
    case 'ledger':
      return ipc().call('exports.ledger', request.input);
    case 'payments':
      return ipc().call('exports.payments', request.input);
    case 'collections':
      return ipc().call('exports.collections', request.input);
    case 'transfers':
      return ipc().call('exports.transfers', request.input);
    case 'counterparties':
      return ipc().call('exports.counterparties', request.input);
    case 'audit':
      return ipc().call('exports.audit', request.input);
  }
}

interface ExportsState {
  running: RunningExport | null;
  outcome: ExportOutcome | null;
  /** This session's exports (statements too), newest first. */
  history: readonly HistoryRecord[];
  /** A statement written (statement-section.tsx runs it), listed with the other files. */
  noteStatement(result: ExportResult, statementOf: StatementOf, durationMs: number): void;
  bom: boolean;
  /** Counterparty statuses to export (empty: every status); chosen on the Exports screen. */
  counterpartyStatuses: readonly ('active' | 'archived')[];
  setBom(bom: boolean): void;
  setCounterpartyStatuses(statuses: readonly ('active' | 'archived')[]): void;
  run(request: ExportRequest): Promise<ExportOutcome | null>;
  cancel(): Promise<void>;
  onEvent(event: IpcEvent): void;
}

let nextId = 1;

export const useExports = create<ExportsState>((set, get) => ({
  running: null,
  outcome: null,
  history: [],
  bom: false,
  counterpartyStatuses: [],
  setBom: (bom) => set({ bom }),
  noteStatement: (result, statementOf, durationMs) => {
    const record: HistoryRecord = { ...result, id: nextId++, kind: 'statement', finishedAt: new Date().toISOString(), durationMs, bom: false, filterWords: [], statementOf };
    set({ history: [record, ...get().history] });
  },
  setCounterpartyStatuses: (statuses) => set({ counterpartyStatuses: statuses }),
  async run(request) {
    // One at a time: progress events carry no request id, so two would mix their counts.
    if (get().running !== null) return null;
    const startedAtMs = Date.now();
    set({ running: { kind: request.kind, fileName: null, rowsWritten: 0, rowsTotal: null, startedAtMs, cancelling: false }, outcome: null });
    const unsubscribe = ipc().subscribe((event) => get().onEvent(event));
    let result: Envelope<ExportResult>;
    try {
      result = await callExport(request);
    } finally {
      unsubscribe();
    }
    const running = get().running;
    const at = new Date().toISOString();
    let outcome: ExportOutcome;
    if (result.ok) {
      const record: ExportRecord = {
        ...result.value, id: nextId++, kind: request.kind, finishedAt: at, durationMs: Date.now() - startedAtMs,
        bom: request.input.bom === true, filterWords: request.filterWords,
      };
      outcome = { type: 'done', record };
      set({ history: [record, ...get().history] });
    } else if (result.error.kind === 'interrupted') {
      outcome = { type: 'cancelled', kind: request.kind, rowsWritten: running?.rowsWritten ?? 0, at };
    } else {
      outcome = { type: 'failed', kind: request.kind, error: result.error, at };
    }
    set({ running: null, outcome });
    return outcome;
  },
  async cancel() {
    const running = get().running;
    if (running === null || running.cancelling) return;
    set({ running: { ...running, cancelling: true } });
    const answer = await ipc().call('exports.cancel', {});
    // Nothing was running any more (it just finished): the export's own answer says how it ended.
    if (!answer.ok || !answer.value.cancelled) {
      const still = get().running;
      if (still !== null) set({ running: { ...still, cancelling: false } });
    }
  },
  onEvent(event) {
    if (event.type !== 'export.progress') return;
    const running = get().running;
    if (running === null || running.kind !== event.kind) return;
    if (running.fileName !== null && running.fileName !== event.fileName) return;
    set({ running: { ...running, fileName: event.fileName, rowsWritten: event.rowsWritten, rowsTotal: event.rowsTotal ?? running.rowsTotal } });
  },
}));

/** Rows per second since the start (null in the first half second, when it means nothing). */
export function exportRate(running: RunningExport, nowMs: number): number | null {
  const seconds = (nowMs - running.startedAtMs) / 1000;
  return seconds >= 0.5 ? running.rowsWritten / seconds : null;
}
