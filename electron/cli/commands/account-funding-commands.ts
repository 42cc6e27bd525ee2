// How money comes into an account: `account-number create ACC --rail us_ach|us_fedwire`
// (a write, prepared and confirmed like any other), and the online reads of spec 4.6,
// `deposit-instructions ACC` and `blockchain-addresses ACC`. These two are not kept in
// the offline cache: without the server they exit 5 and say so.
import { isId } from '../../../shared/ids';
import { ACCOUNT_NUMBER_STATUSES, ACCOUNT_NUMBER_TYPES, DEPOSIT_INSTRUCTION_KINDS, RAILS } from '../../../shared/schemas/enums';
import type { DepositInstruction } from '../../../shared/schemas';
import { PaymentsApiError } from '../../api/api-errors';
import type { PaymentsApi } from '../../api/operations';
import { CommandFailure, EXIT, UsageError } from '../cli-errors';
import { printJson, printTable } from '../cli-io';
import { defineCommand, type CommandContext } from '../command-spec';
import { required } from '../option-values';
import { CONFIRM_HELP, CONFIRM_OPTIONS, confirmPrepared, journaledNote } from './confirm-prepared';
import { accountNumberStatusText, accountNumberTypeText, depositInstructionKindText, networkText } from './status-text';

const MAX_PAGES = 20;

function accountArgument(ctx: CommandContext): string {
  const [accountId] = ctx.positionals as [string];
  if (!isId('account', accountId)) throw new UsageError(`"${String(accountId).slice(0, 40)}" is not an account id (acc_…): see \`treasury balances\` for your accounts.`);
  return accountId;
}

/** An online read: offline is exit 5, an unknown account exit 2, each with what to do. */
async function online<T>(ctx: CommandContext, what: string, accountId: string, read: (api: PaymentsApi) => Promise<T>): Promise<T> {
  const client = await ctx.host.services().client();
  try {
    return await read(client.api);
  } catch (error) {
    if (error instanceof PaymentsApiError && (error.apiKind === 'network' || error.apiKind === 'timeout')) {
      throw new CommandFailure(`The server could not be reached (${error.message.replace(/\.$/, '')}). ${what} are read from the server only, not from the offline cache: try again when online.`, EXIT.offline);
    }
    if (error instanceof PaymentsApiError && error.apiKind === 'not_found') {
      throw new CommandFailure(`Account ${accountId} was not found on the server: see \`treasury balances\` for your accounts.`, EXIT.usage);
    }
    throw error;
  }
}

export const accountNumberCreateCommand = defineCommand({
  words: ['account-number', 'create'],
  args: ['ACC'],
  usage: ['--rail us_ach|us_fedwire'],
  description: 'add a US account number to a USD account, so that it can receive ACH or wires',
  section: 'money',
  options: { rail: { type: 'string' }, ...CONFIRM_OPTIONS } as const,
  optionHelp: { ...CONFIRM_HELP, rail: 'the rail the account number receives on' },
  choices: { rail: ACCOUNT_NUMBER_TYPES },
  resumesOutbox: true,
  fieldFlags: { accountId: 'ACC', type: '--rail' },
  interrupted: journaledNote,
  async run(ctx, values) {
    const accountId = accountArgument(ctx);
    const type = required(values.rail, 'rail', 'us_ach|us_fedwire (the rail the account number receives on)') as (typeof ACCOUNT_NUMBER_TYPES)[number];
    const flows = await ctx.host.services().money.writeFlows();
    await confirmPrepared(ctx, flows, await flows.accountNumbers.prepare({ accountId, type }), values);
    if (values.yes === true && !ctx.json) ctx.io.out(`Its deposit instructions: \`treasury deposit-instructions ${accountId}\`.\n`);
  },
});

/**
 * A deposit instruction's details for a person: the bank and the last 4 digits, or the
 * chain and address. A kind this app does not know is not read as either (`--json` has
 * its details as sent, without a full account number).
 */
export function depositInstructionDetails(instruction: DepositInstruction): string {
  const d = instruction.details ?? {};
  const text = (key: string) => (typeof d[key] === 'string' ? (d[key] as string) : undefined);
  if (instruction.kind === 'bank_account_number') {
    return [text('type') === undefined ? undefined : accountNumberTypeText(text('type') as string), text('bankName'), text('routingNumber') !== undefined ? `routing ${text('routingNumber')}` : undefined,
      text('accountNumberLast4') !== undefined ? `account ****${text('accountNumberLast4')}` : undefined].filter(Boolean).join(', ');
  }
  if (instruction.kind === 'blockchain_address') {
    return [text('chain') === undefined ? undefined : networkText(text('chain') as string), text('asset'), text('address')].filter(Boolean).join(' ');
  }
  return 'not shown: a kind this app does not know (see --json)';
}

/** The details as the server sent them, except a full account number (never shown). */
function withoutFullNumbers(instruction: DepositInstruction): DepositInstruction {
  if (instruction.details === undefined || !('accountNumber' in instruction.details)) return instruction;
  const { accountNumber: _full, ...rest } = instruction.details;
  return { ...instruction, details: rest };
}

export const depositInstructionsCommand = defineCommand({
  words: ['deposit-instructions'],
  args: ['ACC'],
  usage: ['[--kind K] [--rail R] [--status S]'],
  description: "how to pay into an account: its account numbers and addresses (online)",
  section: 'read',
  options: { kind: { type: 'string' }, rail: { type: 'string' }, status: { type: 'string' } } as const,
  optionHelp: { kind: 'K: only bank account numbers or only blockchain addresses', rail: 'R: only instructions for this rail', status: 'S: only instructions with this status' },
  choices: { kind: DEPOSIT_INSTRUCTION_KINDS, rail: RAILS, status: ACCOUNT_NUMBER_STATUSES },
  async run(ctx, values) {
    const accountId = accountArgument(ctx);
    const params = {
      limit: 100,
      ...(values.kind !== undefined ? { kind: values.kind } : {}),
      ...(values.rail !== undefined ? { rail: values.rail } : {}),
      ...(values.status !== undefined ? { status: values.status } : {}),
    };
    const items = (await online(ctx, 'Deposit instructions', accountId, (api) => api.listDepositInstructions(accountId, params, { maxPages: MAX_PAGES, signal: ctx.signal }).toArray())).map(withoutFullNumbers);
    if (ctx.json) return printJson(ctx.io, { accountId, items });
    printTable(ctx.io, ['instruction', 'kind', 'status', 'created (UTC)', 'details'], items.map((i) => [i.id, depositInstructionKindText(i.kind), accountNumberStatusText(i.status), i.createdAt, depositInstructionDetails(i)]));
    ctx.io.err(`${items.length} deposit instructions for ${accountId}, read from the server now.\n`);
  },
});

export const blockchainAddressesCommand = defineCommand({
  words: ['blockchain-addresses'],
  args: ['ACC'],
  usage: [],
  description: "an account's own blockchain deposit addresses (online)",
  section: 'read',
  options: {} as const,
  optionHelp: {},
  async run(ctx) {
    const accountId = accountArgument(ctx);
    const items = await online(ctx, 'Blockchain addresses', accountId, (api) => api.listBlockchainAddresses(accountId, { limit: 100 }, { maxPages: MAX_PAGES, signal: ctx.signal }).toArray());
    if (ctx.json) return printJson(ctx.io, { accountId, items });
    printTable(ctx.io, ['address id', 'chain', 'asset', 'status', 'address'], items.map((a) => [a.id, networkText(a.chain), a.asset, a.status, a.address]));
    ctx.io.err(`${items.length} blockchain addresses for ${accountId}, read from the server now.\n`);
  },
});
