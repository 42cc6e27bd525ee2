// The services that move money in one environment, wired together: the journal (the
// durable file of the outbox and the audit trail), the audit trail fed by every request,
// the outbox that sends every POST exactly once, the write flows a person confirms, and
// the status tracker that follows what was sent until it settles. The outbox journals and
// sends only for the server its journal is bound to (journal-server.ts).
import type { Environment } from '../../shared/schemas/enums';
import type { RequestAttemptEvent } from '../api/request-pipeline';
import type { PaymentsClient } from '../api/payments-client';
import { createAuditTrail, type AuditTrail } from '../audit';
import { systemClock, type Clock } from '../clock';
import type { Cache } from '../cache';
import { openJournal, type Journal } from '../journal';
import { createOutbox, type Outbox, type OutboxEntry, type OutboxIntent, type OutboxOutcome, type OutboxTarget } from '../outbox';
import type { ApiClientCore } from '../api/request-pipeline';
import { createStatusTracker, type StatusTracker } from '../status-tracking';
import { createWriteFlows, keepWrittenRecord, type WriteFlows } from '../write-flows';
import { assertJournalServer, bindJournalToServer } from './journal-server';
import { createRequestAudit, type RequestAuditBacklog } from './request-audit';

export interface MoneyMovement {
  readonly journal: Journal;
  readonly audit: AuditTrail;
  readonly outbox: Outbox;
  /** For the API client's onRequest: every attempt goes to the audit trail, and to the outbox's sends in flight. */
  recordRequest(event: RequestAttemptEvent): void;
  /** Request records the audit trail could not take yet (kept in memory and retried), and why; undefined when all are written. */
  auditBacklog(): RequestAuditBacklog | undefined;
  /** Writes the request records waiting; throws AuditWriteError when the trail cannot take them (they are kept). */
  flushAudit(): void;
  /** The write flows (the client is connected on first use; preparing works from the cache). */
  writeFlows(): Promise<WriteFlows>;
  /** The status tracker, following what is not settled yet. */
  statusTracker(): Promise<StatusTracker>;
  /** Told of every entry this process journals, sends, settles or resolves (the window's `outbox.changed`); returns the unsubscribe. */
  onOutboxChange(listener: (entry: OutboxEntry) => void): () => void;
  close(): Promise<void>;
}

export function createMoneyMovement(options: {
  dataDir: string;
  environment: Environment;
  /** The profile's base URL (`embedded` for the local sandbox; null when none is set): the server the outbox journals for. */
  server: string | null;
  cache: Cache;
  client: () => Promise<PaymentsClient>;
  /** Where and as whom a client's core sends (environment-services.ts), for the outbox's binding. */
  target?: (core: ApiClientCore) => OutboxTarget;
  /** The host's clock, given to every service here (default: each one's system clock). */
  clock?: Clock;
}): MoneyMovement {
  const withClock = options.clock !== undefined ? { clock: options.clock } : {};
  const journal = openJournal({ dataDir: options.dataDir, environment: options.environment, ...withClock });
  const now = () => (options.clock ?? systemClock).now();
  try {
    bindJournalToServer(journal, options.server);
  } catch (error) {
    journal.close();
    throw error;
  }
  const audit = createAuditTrail({ journal, ...withClock });
  const requestAudit = createRequestAudit(audit, journal);
  const sending = createOutbox({
    journal, core: async () => (await options.client()).core, audit, ...withClock,
    // Never to a server other than the one the journal's entries were confirmed for.
    target: (core) => {
      const target = options.target?.(core) ?? { baseUrl: core.baseUrl };
      assertJournalServer(journal, target.baseUrl, now());
      return target;
    },
    // Nothing is sent while request records wait for a trail that cannot take them.
    beforeSend: () => requestAudit.flush(),
  });
  // An entry is journaled only for the journal's server, checked in the insert's transaction.
  const forThisServer = <T>(journalIt: () => T): T => journal.transaction(() => {
    assertJournalServer(journal, options.server, now());
    return journalIt();
  });
  const changeListeners = new Set<(entry: OutboxEntry) => void>();
  const changed = <T extends OutboxEntry>(entry: T): T => {
    for (const listener of [...changeListeners]) {
      try {
        listener(entry);
      } catch {
        // A listener's failure is its own: the outbox goes on.
      }
    }
    return entry;
  };
  // Whoever sent it (a confirm, the resend of a queued entry, "Send now", `outbox resume`): the record is in the cache at once.
  const kept = async (outcome: OutboxOutcome): Promise<void> => {
    if (outcome.state !== 'succeeded') return;
    // Followed by the status tracker when this process runs one (the window's); `treasury outbox resume` starts none for it.
    const follower = tracker === undefined ? undefined : await tracker.catch(() => undefined);
    try {
      keepWrittenRecord(options.cache, follower, outcome.entry.operation, outcome.resource);
    } catch {
      // The write is made and its outcome stands: a cache that cannot take the record (full, closed) gets it from the next sync.
    }
  };
  const enqueue = (intent: OutboxIntent) => changed(forThisServer(() => sending.enqueue(intent)));
  const send: Outbox['send'] = async (id, sendOptions) => {
    const outcome = await sending.send(id, sendOptions);
    await kept(outcome);
    changed(outcome.entry);
    return outcome;
  };
  const outbox: Outbox = {
    ...sending,
    enqueue,
    enqueueWithConfirmation: (intent, confirmation) => changed(forThisServer(() => sending.enqueueWithConfirmation(intent, confirmation))),
    send,
    submit: async (intent, submitOptions) => send(enqueue(intent).id, submitOptions),
    resumeUnfinished: async (resumeOptions) => {
      const report = await sending.resumeUnfinished(resumeOptions);
      for (const outcome of report.outcomes) await kept(outcome);
      for (const outcome of report.outcomes) changed(outcome.entry);
      return report;
    },
    resolve: (id, resolution, note, resourceId) => changed(sending.resolve(id, resolution, note, resourceId)),
  };
  let tracker: Promise<StatusTracker> | undefined;
  let flows: Promise<WriteFlows> | undefined;

  const statusTracker = () => {
    tracker ??= options.client().then((client) => createStatusTracker({ api: client.api, cache: options.cache, ...withClock })).catch((error: unknown) => {
      tracker = undefined;
      throw error;
    });
    return tracker;
  };

  return {
    journal,
    audit,
    outbox,
    recordRequest: (event) => {
      outbox.observeAttempt(event);
      requestAudit.record(event);
    },
    auditBacklog: () => requestAudit.backlog(),
    flushAudit: () => requestAudit.flush(),
    writeFlows: () => {
      flows ??= (async () => {
        const client = await options.client().catch(() => undefined);
        const follower = client === undefined ? undefined : await statusTracker();
        return createWriteFlows({
          environment: options.environment,
          cache: options.cache,
          outbox,
          audit,
          ...withClock,
          ...(client !== undefined ? { api: client.api } : {}),
          ...(follower !== undefined ? { tracker: follower } : {}),
        });
      })();
      return flows;
    },
    statusTracker,
    onOutboxChange(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    async close() {
      if (tracker !== undefined) await (await tracker.catch(() => undefined))?.stop();
      try {
        // Throws AuditWriteError when records could not be written: said, never dropped silently.
        requestAudit.flush();
      } finally {
        journal.close();
      }
    },
  };
}
