// The services that move money in one environment, wired together: the journal (the
// durable file of the outbox and the audit trail), the audit trail fed by every request,
// the outbox that sends every POST exactly once, the write flows a person confirms, and
// the status tracker that follows what was sent until it settles.
import type { Environment } from '../../shared/schemas/enums';
import type { RequestAttemptEvent } from '../api/request-pipeline';
import type { PaymentsClient } from '../api/payments-client';
import { createAuditTrail, type AuditTrail } from '../audit';
import type { Clock } from '../clock';
import type { Cache } from '../cache';
import { openJournal, type Journal } from '../journal';
import { createOutbox, type Outbox } from '../outbox';
import { createStatusTracker, type StatusTracker } from '../status-tracking';
import { createWriteFlows, type WriteFlows } from '../write-flows';
import { createRequestAudit } from './request-audit';

export interface MoneyMovement {
  readonly journal: Journal;
  readonly audit: AuditTrail;
  readonly outbox: Outbox;
  /** For the API client's onRequest: every attempt goes to the audit trail. */
  recordRequest(event: RequestAttemptEvent): void;
  /** The write flows (the client is connected on first use; preparing works from the cache). */
  writeFlows(): Promise<WriteFlows>;
  /** The status tracker, following what is not settled yet. */
  statusTracker(): Promise<StatusTracker>;
  close(): Promise<void>;
}

export function createMoneyMovement(options: {
  dataDir: string;
  environment: Environment;
  cache: Cache;
  client: () => Promise<PaymentsClient>;
  /** The host's clock, given to every service here (default: each one's system clock). */
  clock?: Clock;
}): MoneyMovement {
  const withClock = options.clock !== undefined ? { clock: options.clock } : {};
  const journal = openJournal({ dataDir: options.dataDir, environment: options.environment, ...withClock });
  const audit = createAuditTrail({ journal, ...withClock });
  const requestAudit = createRequestAudit(audit, journal);
  const outbox = createOutbox({ journal, core: async () => (await options.client()).core, audit, ...withClock });
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
    recordRequest: (event) => requestAudit.record(event),
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
    async close() {
      if (tracker !== undefined) await (await tracker.catch(() => undefined))?.stop();
      requestAudit.flush();
      journal.close();
    },
  };
}
