// What the main process pushes to the window without being asked: sync and export
// progress, online/offline, payments or collections changing status, and the outbox's
// entries changing state. Each event is
// plain data with a `type`; transports send them as they are (Electron's
// webContents.send, the web shell's server-sent events).
import { z } from 'zod';
import { ENVIRONMENTS } from '../schemas/enums';
import { CACHED_RESOURCE_NAMES } from './common-schemas';
import { EXPORT_KINDS } from './export-methods';
import { syncReportViewSchema } from './sync-methods';

const environment = z.enum(ENVIRONMENTS);

export const ipcEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('sync.progress'),
    environment,
    resource: z.enum(CACHED_RESOURCE_NAMES),
    phase: z.enum(['started', 'page', 'refreshed', 'finished', 'skipped']),
    pages: z.number().int().min(0),
    items: z.number().int().min(0),
    rangesDone: z.number().int().min(0).nullable(),
    rangesTotal: z.number().int().min(0).nullable(),
  }),
  z.object({ type: z.literal('sync.finished'), environment, report: syncReportViewSchema }),
  z.object({
    type: z.literal('export.progress'),
    kind: z.enum(EXPORT_KINDS),
    fileName: z.string(),
    rowsWritten: z.number().int().min(0),
    /** The rows the export will write when cheaply known (the ledger: its count with the same filters), else null. */
    rowsTotal: z.number().int().min(0).nullable(),
  }),
  z.object({ type: z.literal('connection.changed'), environment, online: z.boolean() }),
  z.object({ type: z.literal('environment.changed'), environment }),
  /** An outbox entry was journaled, sent, settled or resolved: its state now (the outbox list and the entry's record are stale). */
  z.object({
    type: z.literal('outbox.changed'),
    environment,
    entryId: z.string(),
    state: z.enum(['pending', 'sent', 'succeeded', 'failed', 'unknown']),
    needsAttention: z.boolean(),
    resourceId: z.string().nullable(),
  }),
  /** The desktop app's data services stopped and were started again (the window says so; nothing saved is lost). */
  z.object({ type: z.literal('services.restarted'), reason: z.string() }),
  z.object({
    type: z.literal('status.changed'),
    environment,
    kind: z.enum(['payment', 'collection']),
    id: z.string(),
    status: z.string(),
    /** False for a status this app does not know (a newer server's): shown as unknown, never as settled. */
    known: z.boolean(),
    previousStatus: z.string().nullable(),
    requiresActionReason: z.string().nullable(),
    achReturnCode: z.string().nullable(),
    terminal: z.boolean(),
    observedAt: z.string(),
  }),
]);

export type IpcEvent = z.infer<typeof ipcEventSchema>;
export type IpcEventType = IpcEvent['type'];
export type IpcEventListener = (event: IpcEvent) => void;
