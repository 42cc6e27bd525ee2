// `pay RAIL`, `transfer`, `collect`: prepare from what was typed, then confirm (see
// confirm-prepared.ts). Amounts are typed as a person writes them ("1,234.56").
import type { CryptoNetwork, Purpose, Rail } from '../../../shared/schemas';
import { RAILS } from '../../../shared/schemas';
import { expectPositionals, stringOption } from '../cli-arguments';
import { UsageError } from '../cli-errors';
import type { CommandContext } from '../cli-io';
import { confirmPrepared } from './confirm-prepared';

function required(ctx: CommandContext, name: string): string {
  const value = stringOption(ctx.options, name);
  if (value === undefined) throw new UsageError(`Give --${name}.`);
  return value;
}

function optional<K extends string>(ctx: CommandContext, name: string, key: K): Partial<Record<K, string>> {
  const value = stringOption(ctx.options, name);
  return value === undefined ? {} : ({ [key]: value } as Record<K, string>);
}

function paymentBasics(ctx: CommandContext) {
  return {
    sourceAccountId: required(ctx, 'from'),
    paymentMethodId: required(ctx, 'method'),
    amount: required(ctx, 'amount'),
    currency: required(ctx, 'currency'),
    ...optional(ctx, 'counterparty', 'counterpartyId'),
    ...optional(ctx, 'reference', 'reference'),
  };
}

export async function payCommand(ctx: CommandContext): Promise<void> {
  const [rail] = expectPositionals(ctx.positionals, ['RAIL']) as [string];
  if (!(RAILS as readonly string[]).includes(rail)) throw new UsageError(`RAIL must be one of ${RAILS.join(', ')}, not "${rail}".`);
  const flows = await ctx.host.services().money.writeFlows();
  const basics = paymentBasics(ctx);
  const purpose = stringOption(ctx.options, 'purpose') as Purpose | undefined;
  const network = stringOption(ctx.options, 'network') as CryptoNetwork | undefined;
  const originator = stringOption(ctx.options, 'travel-originator');
  const beneficiary = stringOption(ctx.options, 'travel-beneficiary');
  if ((originator === undefined) !== (beneficiary === undefined)) throw new UsageError('Travel-rule data needs both --travel-originator and --travel-beneficiary.');
  const travelRule = originator !== undefined && beneficiary !== undefined ? { travelRule: { originator: { name: originator }, beneficiary: { name: beneficiary } } } : {};
  let result;
  switch (rail as Rail) {
    case 'ach':
      result = await flows.payments.prepareAch({
        ...basics,
        achType: ctx.options['same-day'] === true ? 'same_day' : 'standard',
        ...(stringOption(ctx.options, 'sec-code') !== undefined ? { secCode: stringOption(ctx.options, 'sec-code') as 'WEB' | 'PPD' | 'CCD' } : {}),
      });
      break;
    case 'swift':
      result = await flows.payments.prepareSwift({
        ...basics,
        ...(stringOption(ctx.options, 'charge-bearer') !== undefined ? { chargeBearer: stringOption(ctx.options, 'charge-bearer') as 'OUR' | 'SHA' | 'BEN' } : {}),
        ...(purpose !== undefined ? { purpose } : {}),
        ...optional(ctx, 'quote', 'quoteId'),
      });
      break;
    case 'crypto':
      result = await flows.payments.prepareCrypto({ ...basics, ...(network !== undefined ? { network } : {}), ...travelRule });
      break;
    case 'open':
      result = await flows.payments.prepareOpen(basics);
      break;
    case 'fedwire':
      result = await flows.payments.prepare({ ...basics, rail: 'fedwire', ...(purpose !== undefined ? { purpose } : {}) });
      break;
  }
  await confirmPrepared(ctx, flows, result);
}

export async function transferCommand(ctx: CommandContext): Promise<void> {
  expectPositionals(ctx.positionals, []);
  const flows = await ctx.host.services().money.writeFlows();
  const result = await flows.transfers.prepare({
    sourceAccountId: required(ctx, 'from'),
    destinationAccountId: required(ctx, 'to'),
    amount: required(ctx, 'amount'),
    currency: required(ctx, 'currency'),
    ...optional(ctx, 'reference', 'reference'),
  });
  await confirmPrepared(ctx, flows, result);
}

export async function collectCommand(ctx: CommandContext): Promise<void> {
  expectPositionals(ctx.positionals, []);
  const flows = await ctx.host.services().money.writeFlows();
  const result = await flows.collections.prepare({
    destinationAccountId: required(ctx, 'to'),
    paymentMethodId: required(ctx, 'method'),
    amount: required(ctx, 'amount'),
    currency: required(ctx, 'currency'),
    ...optional(ctx, 'counterparty', 'counterpartyId'),
    ...optional(ctx, 'reference', 'reference'),
  });
  await confirmPrepared(ctx, flows, result);
}
