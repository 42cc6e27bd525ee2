// What the window's money movement keeps for the life of the dispatcher: the time this
// run started (entries pending from before it wait for a person's decision), the outbox
// entries confirmed in this run (resent on their own when the server answers again), one
// answer per prepared instruction however often it is confirmed (a double click, a second
// window, a reload during the send), and, once per service graph, the status tracker
// resumed and its changes pushed as `status.changed`. A change that moved money (a
// payment or collection completed, returned, reversed, refunded, or first seen so when this
// run made it) also asks for a sync soon (`onMoneyMoved`): balances and ledger rows are the
// server's, and the sync that follows refreshes every list in the window.
import type { IpcEvent, WriteOutcomeView } from '../../shared/ipc';
import type { EnvironmentServices } from '../host';
import type { OutboxEntry } from '../outbox';
import type { StatusEvent } from '../status-tracking';

/** The statuses at which money moved, so balances and ledger rows changed at the server. */
export const MONEY_MOVED_STATUSES: ReadonlySet<string> = new Set(['completed', 'returned', 'reversed', 'refunded']);

/** Answers kept per prepared id (a person confirms a few at a time). */
const MAX_KEPT_CONFIRMATIONS = 1000;

export interface MoneySession {
  /** ISO time the dispatcher started: unsettled entries older than this and not confirmed here are from an earlier run. */
  readonly startedAt: string;
  /** Runs `confirm` once per prepared id: a second call gets the first call's answer (a refusal is not kept: acknowledge and confirm again). */
  confirmOnce(preparedId: string, confirm: () => Promise<WriteOutcomeView>): Promise<WriteOutcomeView>;
  /** Notes an entry confirmed in this run (resent on its own when the server answers again). */
  confirmedHere(entryId: string): void;
  isFromThisRun(entry: OutboxEntry): boolean;
  /**
   * Once per service graph: the status tracker resumed (every unsettled payment and
   * collection followed) and its changes pushed. When no client could be had (no key, no
   * server), it is tried again only when `retry` is set (a sync or a write asks for it).
   */
  watch(services: EnvironmentServices, options?: { retry?: boolean }): void;
  /** Sends again the unsettled entries confirmed in this run (the server answers again); each change is pushed. */
  resendQueued(services: EnvironmentServices): Promise<number>;
}

export interface MoneySessionOptions {
  readonly now?: () => Date;
  /** A payment or collection reached a status that moved money (the sync's schedule is asked for a sync soon). */
  readonly onMoneyMoved?: () => void;
}

export function createMoneySession(emit: (event: IpcEvent) => void, sessionOptions: MoneySessionOptions = {}): MoneySession {
  const { now = () => new Date(), onMoneyMoved } = sessionOptions;
  const startedAt = now().toISOString();
  const answers = new Map<string, Promise<WriteOutcomeView>>();
  const mine = new Set<string>();
  const watched = new WeakSet<EnvironmentServices>();
  const told = new WeakSet<EnvironmentServices>();
  const failed = new WeakSet<EnvironmentServices>();
  let resending: Promise<number> | undefined;

  /**
   * A change to a status that moves money. A first sight (no earlier status) counts only for
   * what this run made: the items resumed at start were settled before, and the first sync saw them.
   */
  const movedMoney = (services: EnvironmentServices, e: StatusEvent) => {
    if (!MONEY_MOVED_STATUSES.has(e.status)) return false;
    if (e.previousStatus !== undefined) return e.previousStatus !== e.status;
    return [...mine].some((entryId) => services.money.outbox.get(entryId)?.resourceId === e.id);
  };

  const outboxChanged = (entry: OutboxEntry) => emit({
    type: 'outbox.changed', environment: entry.environment, entryId: entry.id, state: entry.state, needsAttention: entry.needsAttention, resourceId: entry.resourceId ?? null,
  });

  return {
    startedAt,
    confirmOnce(preparedId, confirm) {
      const known = answers.get(preparedId);
      if (known !== undefined) return known;
      const answer = confirm();
      answers.set(preparedId, answer);
      answer.catch(() => answers.delete(preparedId));
      while (answers.size > MAX_KEPT_CONFIRMATIONS) {
        const oldest = answers.keys().next().value;
        if (oldest === undefined) break;
        answers.delete(oldest);
      }
      return answer;
    },
    confirmedHere: (entryId) => void mine.add(entryId),
    isFromThisRun: (entry) => mine.has(entry.id) || entry.createdAt >= startedAt,
    watch(services, options = {}) {
      // Every change of the outbox (journaled, sent, settled, resolved) is said to the window, from the first money call on.
      if (!told.has(services)) {
        told.add(services);
        services.money.onOutboxChange(outboxChanged);
      }
      if (watched.has(services) || (failed.has(services) && options.retry !== true)) return;
      watched.add(services);
      failed.delete(services);
      const forward = async () => {
        const tracker = await services.money.statusTracker();
        tracker.onStatus((e) => {
          emit({
            type: 'status.changed', environment: services.environment, kind: e.kind, id: e.id, status: e.status, known: e.known, previousStatus: e.previousStatus ?? null,
            requiresActionReason: e.requiresActionReason ?? null, achReturnCode: e.achReturnCode ?? null, terminal: e.terminal, observedAt: e.observedAt,
          });
          if (onMoneyMoved !== undefined && movedMoney(services, e)) onMoneyMoved();
        });
        // What an earlier run left unsettled is followed again, and completed ACH items until their return window ends.
        tracker.resume({ watchForReturns: true });
      };
      // No client yet (no key, no server): tried again on the next sync or write.
      forward().catch(() => {
        watched.delete(services);
        failed.add(services);
      });
    },
    resendQueued(services) {
      resending ??= (async () => {
        const outbox = services.money.outbox;
        let sent = 0;
        for (const id of mine) {
          const entry = outbox.get(id);
          if (entry === undefined || (entry.state !== 'pending' && entry.state !== 'sent')) continue;
          const outcome = await outbox.send(id);
          sent += 1;
          if (outcome.state === 'pending') break; // still no answer: the others wait for the next time
        }
        return sent;
      })().finally(() => {
        resending = undefined;
      });
      return resending;
    },
  };
}
