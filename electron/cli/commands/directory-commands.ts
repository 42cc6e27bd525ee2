// `counterparty create|archive` and `payment-method add`: the payee directory, prepared
// and confirmed like any write.
import type { CreatePaymentMethodBody } from '../../../shared/requests';
import { BANK_ACCOUNT_TYPES, CRYPTO_NETWORKS, ENTITY_TYPES, PAYMENT_METHOD_TYPES } from '../../../shared/schemas/enums';
import { defineCommand } from '../command-spec';
import { required } from '../option-values';
import { CONFIRM_HELP, CONFIRM_OPTIONS, confirmPrepared, journaledNote } from './confirm-prepared';

export const counterpartyCreateCommand = defineCommand({
  words: ['counterparty', 'create'],
  usage: ['--name NAME --type business|individual [--email E]'],
  description: 'add a counterparty (a payee or payer)',
  section: 'money',
  options: { name: { type: 'string' }, type: { type: 'string' }, email: { type: 'string' }, ...CONFIRM_OPTIONS } as const,
  optionHelp: { ...CONFIRM_HELP, name: 'NAME: the legal name', type: 'a business or a person', email: 'E: an e-mail address' },
  choices: { type: ENTITY_TYPES },
  resumesOutbox: true,
  fieldFlags: { name: '--name', entityType: '--type', email: '--email' },
  interrupted: journaledNote,
  async run(ctx, values) {
    const name = required(values.name, 'name', 'NAME');
    const entityType = required(values.type, 'type', 'business|individual') as (typeof ENTITY_TYPES)[number];
    const flows = await ctx.host.services().money.writeFlows();
    const result = await flows.counterparties.prepareCreate({ entityType, name, ...(values.email !== undefined ? { email: values.email } : {}) });
    await confirmPrepared(ctx, flows, result, values);
  },
});

export const counterpartyArchiveCommand = defineCommand({
  words: ['counterparty', 'archive'],
  args: ['CPT'],
  usage: [],
  description: 'archive a counterparty (it can no longer be paid)',
  section: 'money',
  options: CONFIRM_OPTIONS,
  optionHelp: CONFIRM_HELP,
  resumesOutbox: true,
  fieldFlags: { counterpartyId: 'CPT' },
  interrupted: journaledNote,
  async run(ctx, values) {
    const [counterpartyId] = ctx.positionals as [string];
    const flows = await ctx.host.services().money.writeFlows();
    await confirmPrepared(ctx, flows, await flows.counterparties.prepareArchive({ counterpartyId }), values);
  },
});

/** Option → API field of a payment method (only the options given are sent, so the flow names what is missing). */
const METHOD_FIELDS = {
  type: 'type', currency: 'currency', label: 'label', holder: 'accountHolderName', 'bank-name': 'bankName', routing: 'routingNumber',
  'account-number': 'accountNumber', 'account-type': 'bankAccountType', iban: 'iban', bic: 'bic', chain: 'chain', wallet: 'walletAddress', 'open-id': 'openId',
} as const;

export const paymentMethodAddCommand = defineCommand({
  words: ['payment-method', 'add'],
  args: ['CPT'],
  usage: [
    '--type us_bank|international_bank|crypto_wallet|open --currency CUR [--label L] [--holder NAME] [--bank-name B]',
    '[--routing N] [--account-number N|-] [--account-type checking|savings] [--iban I] [--bic B] [--chain C] [--wallet ADDRESS] [--open-id HANDLE]',
  ],
  description: 'add a payment method to a counterparty',
  section: 'money',
  options: {
    type: { type: 'string' }, currency: { type: 'string' }, label: { type: 'string' }, holder: { type: 'string' }, 'bank-name': { type: 'string' },
    routing: { type: 'string' }, 'account-number': { type: 'string' }, 'account-type': { type: 'string' }, iban: { type: 'string' }, bic: { type: 'string' },
    chain: { type: 'string' }, wallet: { type: 'string' }, 'open-id': { type: 'string' }, ...CONFIRM_OPTIONS,
  } as const,
  optionHelp: {
    ...CONFIRM_HELP,
    type: 'the kind of payment method', currency: 'CUR: the currency it receives', label: 'L: a label of your own', holder: "NAME: the account holder's name",
    'bank-name': 'B: the bank', routing: 'N: the ABA routing number (us_bank)', 'account-number': 'N: the account number (us_bank); - reads it from stdin',
    'account-type': 'us_bank', iban: 'I: the IBAN (international_bank)', bic: 'B: the BIC (international_bank)', chain: 'the chain (crypto_wallet)',
    wallet: 'ADDRESS: the wallet address (crypto_wallet)', 'open-id': 'HANDLE: the open-network handle (open)',
  },
  choices: { type: PAYMENT_METHOD_TYPES, 'account-type': BANK_ACCOUNT_TYPES, chain: CRYPTO_NETWORKS },
  resumesOutbox: true,
  fieldFlags: { counterpartyId: 'CPT', ...Object.fromEntries(Object.entries(METHOD_FIELDS).map(([option, field]) => [field, `--${option}`])) },
  interrupted: journaledNote,
  async run(ctx, values) {
    const [counterpartyId] = ctx.positionals as [string];
    const fields: Record<string, string> = {};
    for (const [option, field] of Object.entries(METHOD_FIELDS) as Array<[keyof typeof METHOD_FIELDS, string]>) {
      const value = values[option];
      if (value !== undefined) fields[field] = value;
    }
    if (fields['accountNumber'] === '-') fields['accountNumber'] = (await ctx.io.readStdin()).trim();
    const flows = await ctx.host.services().money.writeFlows();
    const result = await flows.paymentMethods.prepare({ counterpartyId, ...(fields as unknown as CreatePaymentMethodBody) });
    await confirmPrepared(ctx, flows, result, values);
  },
});
