// `counterparty create|archive` and `payment-method add`: the payee directory, prepared
// and confirmed like any write.
import type { CreatePaymentMethodBody } from '../../../shared/requests';
import { expectPositionals, stringOption } from '../cli-arguments';
import { UsageError } from '../cli-errors';
import type { CommandContext } from '../cli-io';
import { confirmPrepared } from './confirm-prepared';

export async function counterpartyCreate(ctx: CommandContext): Promise<void> {
  expectPositionals(ctx.positionals, []);
  const flows = await ctx.host.services().money.writeFlows();
  const name = stringOption(ctx.options, 'name');
  const type = stringOption(ctx.options, 'type');
  if (name === undefined || type === undefined) throw new UsageError('Give --name NAME and --type business|individual.');
  const email = stringOption(ctx.options, 'email');
  const result = await flows.counterparties.prepareCreate({ entityType: type as 'business' | 'individual', name, ...(email !== undefined ? { email } : {}) });
  await confirmPrepared(ctx, flows, result);
}

export async function counterpartyArchive(ctx: CommandContext): Promise<void> {
  const [counterpartyId] = expectPositionals(ctx.positionals, ['COUNTERPARTY_ID']) as [string];
  const flows = await ctx.host.services().money.writeFlows();
  await confirmPrepared(ctx, flows, await flows.counterparties.prepareArchive({ counterpartyId }));
}

/** The payment-method body from options: only the fields given, so the flow names what is missing. */
function methodFields(ctx: CommandContext): Record<string, string> {
  const fields: Record<string, string> = {};
  const map: Array<[string, string]> = [
    ['type', 'type'], ['currency', 'currency'], ['label', 'label'], ['holder', 'accountHolderName'], ['bank-name', 'bankName'],
    ['routing', 'routingNumber'], ['account-number', 'accountNumber'], ['account-type', 'bankAccountType'], ['iban', 'iban'], ['bic', 'bic'],
    ['chain', 'chain'], ['wallet', 'walletAddress'], ['open-id', 'openId'],
  ];
  for (const [option, field] of map) {
    const value = stringOption(ctx.options, option);
    if (value !== undefined) fields[field] = value;
  }
  return fields;
}

export async function paymentMethodAdd(ctx: CommandContext): Promise<void> {
  const [counterpartyId] = expectPositionals(ctx.positionals, ['COUNTERPARTY_ID']) as [string];
  const fields = methodFields(ctx);
  if (fields['accountNumber'] === '-') fields['accountNumber'] = (await ctx.io.readStdin()).trim();
  const flows = await ctx.host.services().money.writeFlows();
  const result = await flows.paymentMethods.prepare({ counterpartyId, ...(fields as unknown as CreatePaymentMethodBody) });
  await confirmPrepared(ctx, flows, result);
}
