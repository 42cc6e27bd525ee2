// The outbox's decisions in the window. Entries confirmed in this run are resent on their
// own; entries an earlier run left unsettled wait for a person: send now (the same key and
// bytes), or withdraw one that never reached a server. An entry of unknown outcome is
// resolved sent or not sent with a note, after the evidence (the ledger, the server).
import type { outboxDecisionMethods } from '../../../shared/ipc/outbox-decision-methods';
import type { OutboxEntry } from '../../outbox';
import { IpcInputError } from '../ipc-errors';
import type { DispatchContext } from '../dispatch-context';
import type { HandlerTable } from '../handler-types';
import { foundResourceId, ledgerEvidence, serverEvidence } from '../outbox-evidence';
import { toWriteOutcomeView } from '../write-outcome';
import { cachedAccountNames } from '../account-names-in-text';
import { toOutboxEntryView } from './journal-handlers';

const UNSETTLED = ['pending', 'sent'] as const;

/** The note of a withdrawal without the person's own (the entry already reads "withdrawn, never sent"). */
const WITHDRAWN_HERE = 'in the window, at the decision for requests an earlier run left';

function entryOf(context: DispatchContext, id: string): OutboxEntry {
  const services = context.services();
  context.money.watch(services); // its changes are said to the window
  const entry = services.money.outbox.get(id);
  if (entry === undefined) throw new IpcInputError(`There is no outbox entry ${id.slice(0, 60)}.`, [{ field: 'entryId', message: 'is not an entry of this environment\'s outbox: choose one from the outbox list' }]);
  return entry;
}

/** Never sent, or no attempt can have reached a server (and no one sends it now): withdrawing it is safe. */
function withdrawable(entry: OutboxEntry, now: string): boolean {
  if (entry.claimedUntil !== undefined && entry.claimedUntil > now) return false;
  return (entry.state === 'pending' && entry.attempts === 0) || ((entry.state === 'pending' || entry.state === 'sent') && !entry.mayHaveReachedServer);
}

function awaitingDecision(context: DispatchContext): OutboxEntry[] {
  return context.services().money.outbox.list({ states: UNSETTLED, limit: 1000 }).filter((e) => !context.money.isFromThisRun(e));
}

export const outboxDecisionHandlers: HandlerTable<keyof typeof outboxDecisionMethods> = {
  'outbox.resume': async (_input, context) => {
    const services = context.services();
    context.money.watch(services);
    const resent = await context.money.resendQueued(services);
    const mine = services.money.outbox.list({ states: UNSETTLED, limit: 1000 }).filter((e) => context.money.isFromThisRun(e));
    return { resent, waiting: mine.length, awaitingDecision: awaitingDecision(context).length };
  },
  'outbox.pendingAtStart': (_input, context) => {
    const now = new Date();
    const accountName = cachedAccountNames(context.services());
    return { entries: awaitingDecision(context).map((e) => ({ ...toOutboxEntryView(e, now, accountName, true), withdrawable: withdrawable(e, now.toISOString()) })) };
  },
  'outbox.sendNow': async (input, context) => {
    const entry = entryOf(context, input.entryId);
    if (entry.state !== 'pending' && entry.state !== 'sent') {
      throw new IpcInputError(`Entry ${entry.id} is ${entry.state}: only an unsettled entry is sent again.`, [{ field: 'entryId', message: `is ${entry.state}, not waiting to be sent` }]);
    }
    const services = context.services();
    context.money.confirmedHere(entry.id);
    const outcome = await services.money.outbox.send(entry.id);
    if (outcome.state === 'succeeded') {
      const id = outcome.entry.resourceId;
      if (id !== undefined && id.startsWith('pmt_')) (await services.money.statusTracker().catch(() => undefined))?.followPayment(id);
    }
    return toWriteOutcomeView(outcome, outcome.entry, new Date(), cachedAccountNames(services));
  },
  'outbox.withdraw': (input, context) => {
    const entry = entryOf(context, input.entryId);
    if (!withdrawable(entry, new Date().toISOString())) {
      throw new IpcInputError(`Entry ${entry.id} may have reached the server: it cannot be withdrawn, only sent again with its own key (or resolved once its outcome is known).`, [
        { field: 'entryId', message: 'may have reached the server: send it now instead, or resolve it after checking the ledger' },
      ]);
    }
    const withdrawn = context.services().money.outbox.resolve(entry.id, 'not_sent', input.note ?? WITHDRAWN_HERE);
    return { entry: toOutboxEntryView(withdrawn, new Date(), cachedAccountNames(context.services())) };
  },
  'outbox.evidence': async (input, context) => {
    const entry = entryOf(context, input.entryId);
    const services = context.services();
    const ledger = ledgerEvidence(services.cache, entry);
    let server: { asked: boolean; text: string; resourceId: string | null; status: string | null };
    try {
      const side = await serverEvidence(await services.client(), entry);
      server = { asked: side.text.startsWith('The server'), text: side.text, resourceId: side.resourceId, status: side.status };
    } catch (error) {
      server = { asked: false, text: `The server could not be asked now (${error instanceof Error ? error.message.slice(0, 200) : 'no answer'}): rely on the ledger, or try again when online.`, resourceId: null, status: null };
    }
    return { entry: toOutboxEntryView(entry, new Date(), cachedAccountNames(services)), ledger: { found: ledger.found, text: ledger.text, resourceId: ledger.resourceId, status: ledger.status, ledgerEntries: ledger.ledgerEntries }, server };
  },
  'outbox.resolve': async (input, context) => {
    const entry = entryOf(context, input.entryId);
    const services = context.services();
    // Resolved as sent: the record the evidence finds is kept on the entry, so the Outbox links to it.
    const found = input.resolution === 'sent' ? await foundResourceId(services.cache, () => services.client(), entry) : undefined;
    const resolved = services.money.outbox.resolve(input.entryId, input.resolution, input.note, found);
    return { entry: toOutboxEntryView(resolved, new Date(), cachedAccountNames(services)) };
  },
};
