// `counterparties` and `payment-methods CPT`: the payee directory from the offline cache
// (no network), stamped with when it was last synced. A payment method shows masked
// identifiers only: never a full account number, IBAN or wallet address.
import { isId } from '../../../shared/ids';
import { COUNTERPARTY_STATUSES, ENTITY_TYPES } from '../../../shared/schemas/enums';
import { maskedIban, maskedLast4, maskedWallet } from '../../export/export-counterparties';
import { CommandFailure, EXIT } from '../cli-errors';
import { printJson, printTable } from '../cli-io';
import { defineCommand } from '../command-spec';
import { wholeNumber } from '../option-values';
import { counterpartyStatusText, entityTypeText, paymentMethodStatusText, validationResultText } from './status-text';
import { asOfNote, goneNote, goneText, methodIdentifiers, withGoneColumn } from './list-format';

export const counterpartiesCommand = defineCommand({
  words: ['counterparties'],
  usage: ['[--status S]... [--type T]... [--search TEXT] [--limit N]'],
  description: 'counterparties from the cache, by name (works offline)',
  section: 'read',
  options: { status: { type: 'string', multiple: true }, type: { type: 'string', multiple: true }, search: { type: 'string' }, limit: { type: 'string' } } as const,
  optionHelp: {
    status: 'S: only counterparties with this status',
    type: 'T: only businesses or only individuals',
    search: 'TEXT: in the name, the e-mail or the counterparty id',
    limit: 'N: at most N, 1 to 1000 (default 100)',
  },
  choices: { status: COUNTERPARTY_STATUSES, type: ENTITY_TYPES },
  run(ctx, values) {
    const cache = ctx.host.services().cache;
    const page = cache.counterparties.listCounterparties({
      limit: wholeNumber(values.limit, 'limit', { min: 1, max: 1000, fallback: 100, hint: ' (narrow with --search or --status)' }),
      ...(values.status !== undefined ? { statuses: values.status } : {}),
      ...(values.type !== undefined ? { entityTypes: values.type } : {}),
      ...(values.search !== undefined ? { search: values.search } : {}),
    });
    const lastSyncedAt = cache.syncState.lastSyncedAt('counterparties');
    const more = page.nextCursor !== undefined;
    const rows = page.items.map(({ counterparty: c, paymentMethods, goneAt }) => ({
      id: c.id, name: c.name, entityType: c.entityType, status: c.status, email: c.email ?? null, country: c.address?.country ?? null, paymentMethods, goneAt,
    }));
    if (ctx.json) return printJson(ctx.io, { rows, lastSyncedAt, more });
    printTable(ctx.io, ...withGoneColumn(['counterparty', 'name', 'type', 'status', 'e-mail', 'country', 'methods'], rows.map((c) => [
      c.id, c.name, entityTypeText(c.entityType), counterpartyStatusText(c.status), c.email ?? '', c.country ?? '', String(c.paymentMethods),
    ]), rows.map((c) => c.goneAt)));
    asOfNote(ctx, rows.length, ['counterparty', 'counterparties'], more, lastSyncedAt);
    goneNote(ctx, rows.filter((c) => c.goneAt !== null).length, ['counterparty', 'counterparties']);
    if (rows.length > 0) ctx.io.err('A counterparty\'s payment methods: `treasury payment-methods CPT`.\n');
  },
});

export const paymentMethodsCommand = defineCommand({
  words: ['payment-methods'],
  args: ['CPT'],
  usage: [],
  description: "a counterparty's payment methods from the cache (identifiers masked)",
  section: 'read',
  options: {} as const,
  optionHelp: {},
  run(ctx) {
    const [counterpartyId] = ctx.positionals as [string];
    if (!isId('counterparty', counterpartyId)) {
      throw new CommandFailure(`"${String(counterpartyId).slice(0, 40)}" is not a counterparty id (cpt_…): see \`treasury counterparties\`.`, EXIT.usage);
    }
    const cache = ctx.host.services().cache;
    const counterparty = cache.counterparties.get(counterpartyId);
    if (counterparty === undefined) {
      throw new CommandFailure(`${counterpartyId} is not in this app's records: run \`treasury sync\`, then see \`treasury counterparties\`.`, EXIT.usage);
    }
    const listed = cache.paymentMethods.listedForCounterparty(counterpartyId);
    const methods = listed.map(({ method }) => method);
    const goneAt = new Map(listed.map(({ method, goneAt: at }) => [method.id, at]));
    const counterpartyGoneAt = cache.counterparties.goneAt(counterpartyId) ?? null;
    const lastSyncedAt = cache.syncState.lastSyncedAt('paymentMethods');
    if (ctx.json) {
      return printJson(ctx.io, {
        counterparty: { id: counterparty.id, name: counterparty.name, status: counterparty.status, goneAt: counterpartyGoneAt },
        rows: methods.map((m) => ({
          id: m.id, type: m.type, currency: m.currency, label: m.label ?? null, status: m.status, verification: m.validationResult ?? null,
          accountHolderName: m.accountHolderName ?? null, bankName: m.bankName ?? null, routingNumber: m.routingNumber ?? null,
          accountNumber: maskedLast4(m.accountNumberLast4) ?? null, iban: maskedIban(m.iban) ?? null, bic: m.bic ?? null,
          chain: m.chain ?? null, walletAddress: maskedWallet(m.walletAddress) ?? null, openId: m.openId ?? null, goneAt: goneAt.get(m.id) ?? null,
        })),
        lastSyncedAt,
      });
    }
    const counterpartyGone = counterpartyGoneAt === null ? '' : `, ${goneText(counterpartyGoneAt)}`;
    ctx.io.err(`${counterparty.name} (${counterparty.id}, ${counterpartyStatusText(counterparty.status)}${counterpartyGone})\n`);
    printTable(ctx.io, ...withGoneColumn(['payment method', 'type', 'currency', 'label', 'identifiers', 'status', 'verification'], methods.map((m) => [
      m.id, m.type, m.currency, m.label ?? '', methodIdentifiers(m), paymentMethodStatusText(m.status), m.validationResult === undefined ? '' : validationResultText(m.validationResult),
    ]), methods.map((m) => goneAt.get(m.id))));
    asOfNote(ctx, methods.length, ['payment method', 'payment methods'], false, lastSyncedAt);
    goneNote(ctx, counterpartyGoneAt !== null ? 1 : 0, ['counterparty', 'counterparties']);
    goneNote(ctx, listed.filter((m) => m.goneAt !== null).length, ['payment method', 'payment methods']);
  },
});
