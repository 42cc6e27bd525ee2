// `outbox [resume | resolve]` and `audit [--verify]`: what the outbox holds (bank account
// numbers masked), each entry said as what is known of it, an explicit resend, settling
// by hand an entry whose outcome only the ledger can tell, and the audit trail with its
// tamper check.
import { wordedFor } from '../../../shared/errors';
import { AUDIT_KINDS, describeAuditEntry } from '../../audit';
import { describeEntryState, maskedBodyText, OUTBOX_STATES, type OutboxOutcome } from '../../outbox';
import { foundResourceId } from '../../ipc/outbox-evidence';
import { CommandFailure, EXIT } from '../cli-errors';
import { printJson, printTable, withoutWindowMarks } from '../cli-io';
import { defineCommand } from '../command-spec';
import { wholeNumber } from '../option-values';

export const outboxCommand = defineCommand({
  words: ['outbox'],
  usage: ['[--state S]...'],
  description: 'every instruction journaled, and how it stands',
  section: 'journal',
  options: { state: { type: 'string', multiple: true } } as const,
  optionHelp: { state: 'S: only entries in this state' },
  choices: { state: OUTBOX_STATES },
  run(ctx, values) {
    const now = new Date();
    const entries = ctx.host.services().money.outbox.list({ ...(values.state !== undefined ? { states: values.state } : {}), limit: 200 })
      .map((e) => ({ ...e, bodyText: maskedBodyText(e.bodyText), status: withoutWindowMarks(describeEntryState(e, now, 'cli')) }));
    if (ctx.json) return printJson(ctx.io, entries);
    printTable(ctx.io, ['created (UTC)', 'operation', 'summary', 'status', 'entry'], entries.map((e) => [
      e.createdAt, e.operation, e.summary, e.status, e.id,
    ]));
  },
});

function outcomeLine(outcome: OutboxOutcome): string {
  return `  ${outcome.entry.id}  ${outcome.entry.summary}: ${describeEntryState(outcome.entry, new Date(), 'cli')}`;
}

export const outboxResumeCommand = defineCommand({
  words: ['outbox', 'resume'],
  usage: [],
  description: 'send now what is unfinished (same key, same bytes; never twice at once)',
  section: 'journal',
  options: {} as const,
  optionHelp: {},
  interrupted: () => 'entries already answered are settled; the others stay journaled: run `treasury outbox resume` to continue.',
  async run(ctx) {
    const services = ctx.host.services();
    const { outbox } = services.money;
    // Without a server or an API key nothing can be sent: say what to set up (exit 3) before claiming anything.
    if (outbox.list({ states: ['pending', 'sent'], limit: 1 }).length > 0) await services.client();
    const report = await outbox.resumeUnfinished({ signal: ctx.signal, sendNow: true });
    if (ctx.json) printJson(ctx.io, report);
    else {
      if (report.outcomes.length === 0 && report.waiting === 0) ctx.io.out('Nothing to resend: every outbox entry is settled.\n');
      if (report.outcomes.length > 0) ctx.io.out(`Resent ${report.outcomes.length}:\n${report.outcomes.map(outcomeLine).join('\n')}\n`);
      if (report.waiting > 0) ctx.io.out(`${report.waiting} being sent by another process of this app${report.nextDueAt !== undefined ? ` (free again at ${report.nextDueAt})` : ''}.\n`);
    }
    if (report.error !== undefined) throw new CommandFailure(`Could not resume: ${wordedFor('cli', report.error.message, report.error.remedy)}`, EXIT.failed);
    const undelivered = report.outcomes.filter((o) => o.state === 'pending');
    if (undelivered.length > 0) throw new CommandFailure(`${undelivered.length} not settled yet: they stay journaled and will be resent with the same key (\`treasury outbox resume\`).`, EXIT.offline);
    const attention = report.outcomes.filter((o) => o.state === 'failed' || o.state === 'unknown');
    if (attention.length > 0) {
      throw new CommandFailure(`${attention.length} refused or of unknown outcome: see \`treasury outbox\`; once the ledger shows what happened, settle each with \`treasury outbox resolve ENTRY --sent|--not-sent --note "…"\`.`, EXIT.failed);
    }
  },
});

export const auditCommand = defineCommand({
  words: ['audit'],
  usage: ['[--limit N] [--kind K]... [--verify]'],
  description: 'the hash-chained audit trail; --verify checks it for tampering',
  section: 'journal',
  options: { verify: { type: 'boolean' }, limit: { type: 'string' }, kind: { type: 'string', multiple: true } } as const,
  optionHelp: {
    verify: 'check the whole chain for tampering', limit: 'N: the newest N entries, 1 to 1000 (default 100)',
    kind: `K: only entries of this kind (${AUDIT_KINDS.join(', ')})`,
  },
  choices: { kind: AUDIT_KINDS },
  run(ctx, values) {
    const audit = ctx.host.services().money.audit;
    if (values.verify === true) {
      const verdict = audit.verify();
      if (ctx.json) printJson(ctx.io, verdict);
      else if (verdict.ok) ctx.io.out(`Audit trail intact: ${verdict.entries} entries.\n`);
      if (!verdict.ok) throw new CommandFailure(`Audit trail broken at entry ${verdict.brokenAt}: ${verdict.reason}`, EXIT.failed);
      return;
    }
    const limit = wholeNumber(values.limit, 'limit', { min: 1, max: 1000, fallback: 100 });
    const entries = values.kind === undefined ? audit.list({ limit, newest: true }) : audit.page({ filter: { kinds: values.kind }, limit }).reverse();
    if (ctx.json) return printJson(ctx.io, entries.map(({ dataText: _text, ...entry }) => entry));
    printTable(ctx.io, ['seq', 'at (UTC)', 'kind', 'what'], entries.map((e) => [String(e.seq), e.at, e.kind, describeAuditEntry(e.kind, e.data)]));
  },
});

export const outboxResolveCommand = defineCommand({
  words: ['outbox', 'resolve'],
  args: ['ENTRY'],
  usage: ['(--sent | --not-sent) --note TEXT'],
  description: 'settle by hand an entry of unknown outcome (or a flagged refusal), after checking the ledger; nothing is sent',
  section: 'journal',
  options: { sent: { type: 'boolean' }, 'not-sent': { type: 'boolean' }, note: { type: 'string' } } as const,
  optionHelp: {
    sent: 'the ledger or the server shows it went through: the entry becomes succeeded',
    'not-sent': 'it did not go through and must not: the entry becomes failed (never resent)',
    note: 'TEXT: what you checked (1 to 2000 characters), kept in the audit trail',
  },
  async run(ctx, values) {
    const [entryId] = ctx.positionals as [string];
    if ((values.sent === true) === (values['not-sent'] === true)) {
      throw new CommandFailure('Say what you found: --sent (it went through) or --not-sent (it did not), exactly one of them.', EXIT.usage);
    }
    if (values.note === undefined || values.note.trim() === '') {
      throw new CommandFailure('Add --note "…" saying what you checked (for example: "payment pmt_… completed in the ledger on 2026-11-20").', EXIT.usage);
    }
    const services = ctx.host.services();
    const before = services.money.outbox.get(entryId);
    // Resolved as sent: the record the evidence finds (the server's, else the cache's) is kept on the entry.
    const found = values.sent === true && before !== undefined ? await foundResourceId(services.cache, () => services.client(), before) : undefined;
    const entry = services.money.outbox.resolve(entryId, values.sent === true ? 'sent' : 'not_sent', values.note, found);
    if (ctx.json) return printJson(ctx.io, { ...entry, bodyText: maskedBodyText(entry.bodyText) });
    ctx.io.out(`Entry ${entry.id} (${entry.summary}) is now ${entry.state}, resolved by hand: ${describeEntryState(entry, new Date(), 'cli')}\n`);
  },
});
