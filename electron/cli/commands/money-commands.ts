// `pay RAIL`, `transfer`, `collect`: prepare from what was typed, then confirm (see
// confirm-prepared.ts). Amounts are typed as a person writes them ("1,234.56"). Each
// rail of `pay` declares the options that apply to it; another rail's option is refused.
import { CHARGE_BEARERS, CRYPTO_NETWORKS, PURPOSES, RAILS, SEC_CODES, type Rail } from '../../../shared/schemas/enums';
import { UsageError } from '../cli-errors';
import { defineCommand } from '../command-spec';
import { required } from '../option-values';
import { CONFIRM_HELP, CONFIRM_OPTIONS, confirmPrepared, journaledNote } from './confirm-prepared';

const PAYMENT_OPTIONS = {
  from: { type: 'string' },
  method: { type: 'string' },
  counterparty: { type: 'string' },
  amount: { type: 'string' },
  currency: { type: 'string' },
  reference: { type: 'string' },
} as const;

const PAYMENT_HELP = {
  from: 'ACC: the account debited',
  method: "PM: the counterparty's payment method",
  counterparty: "CPT: the counterparty (default: the payment method's)",
  amount: 'TEXT: as you would write it, e.g. 1,234.56',
  currency: 'CUR: the currency of the amount, e.g. USD',
  reference: 'R: a reference the recipient sees',
} as const;

const PAYMENT_FIELDS = {
  sourceAccountId: '--from', paymentMethodId: '--method', counterpartyId: '--counterparty', amount: '--amount', currency: '--currency',
  reference: '--reference', achType: '--same-day', secCode: '--sec-code', chargeBearer: '--charge-bearer', purpose: '--purpose',
  quoteId: '--quote', network: '--network', travelRule: '--travel-originator/--travel-beneficiary',
  'travelRule.originator': '--travel-originator', 'travelRule.beneficiary': '--travel-beneficiary',
} as const;

/** The options that only some rails take (every other option of `pay` applies to all). */
export const RAIL_OPTIONS = {
  'same-day': ['ach'],
  'sec-code': ['ach'],
  'charge-bearer': ['swift'],
  purpose: ['swift', 'fedwire'],
  quote: ['swift'],
  network: ['crypto'],
  'travel-originator': ['crypto'],
  'travel-beneficiary': ['crypto'],
} as const satisfies Record<string, readonly Rail[]>;

function checkRailOptions(rail: Rail, values: Readonly<Record<string, unknown>>): void {
  for (const [option, rails] of Object.entries(RAIL_OPTIONS) as Array<[string, readonly Rail[]]>) {
    if (values[option] !== undefined && !rails.includes(rail)) {
      throw new UsageError(`--${option} applies to ${rails.map((r) => `\`pay ${r}\``).join(' and ')}, not to \`pay ${rail}\`: remove it, or choose that rail.`);
    }
  }
}

export const payCommand = defineCommand({
  words: ['pay'],
  args: ['RAIL'],
  usage: [
    '--from ACC --method PM --amount TEXT --currency CUR [--counterparty CPT] [--reference R]',
    'ach: [--same-day] [--sec-code CCD|PPD|WEB]   swift: [--charge-bearer OUR|SHA|BEN] [--purpose P] [--quote QTE]',
    'fedwire: [--purpose P]   crypto: [--network N] [--travel-originator NAME --travel-beneficiary NAME]',
  ],
  description: `pay on a rail: ${RAILS.join(', ')}`,
  section: 'money',
  options: {
    ...PAYMENT_OPTIONS,
    'same-day': { type: 'boolean' },
    'sec-code': { type: 'string' },
    'charge-bearer': { type: 'string' },
    purpose: { type: 'string' },
    quote: { type: 'string' },
    network: { type: 'string' },
    'travel-originator': { type: 'string' },
    'travel-beneficiary': { type: 'string' },
    ...CONFIRM_OPTIONS,
  } as const,
  optionHelp: {
    ...PAYMENT_HELP,
    ...CONFIRM_HELP,
    'same-day': 'ach: same-day ACH',
    'sec-code': 'ach: the SEC code (default CCD for a business, PPD for a person)',
    'charge-bearer': 'swift: who pays the fees (default SHA)',
    purpose: 'swift, fedwire: the purpose of the payment',
    quote: 'swift: QTE, a locked FX quote',
    network: "crypto: the chain (default: the wallet's)",
    'travel-originator': 'crypto: NAME of the originator (travel rule)',
    'travel-beneficiary': 'crypto: NAME of the beneficiary (travel rule)',
  },
  choices: { 'sec-code': SEC_CODES, 'charge-bearer': CHARGE_BEARERS, purpose: PURPOSES, network: CRYPTO_NETWORKS },
  resumesOutbox: true,
  fieldFlags: PAYMENT_FIELDS,
  interrupted: journaledNote,
  async run(ctx, values) {
    const [rail] = ctx.positionals as [string];
    if (!(RAILS as readonly string[]).includes(rail)) throw new UsageError(`RAIL must be one of ${RAILS.join(', ')}, not "${rail}".`);
    checkRailOptions(rail as Rail, values);
    const originator = values['travel-originator'];
    const beneficiary = values['travel-beneficiary'];
    if ((originator === undefined) !== (beneficiary === undefined)) throw new UsageError('Travel-rule data needs both --travel-originator and --travel-beneficiary.');
    const basics = {
      sourceAccountId: required(values.from, 'from', 'ACC (the account debited)'),
      paymentMethodId: required(values.method, 'method', "PM (the counterparty's payment method)"),
      amount: required(values.amount, 'amount', 'TEXT (e.g. 1,234.56)'),
      currency: required(values.currency, 'currency', 'CUR (e.g. USD)'),
      ...(values.counterparty !== undefined ? { counterpartyId: values.counterparty } : {}),
      ...(values.reference !== undefined ? { reference: values.reference } : {}),
    };
    const purpose = values.purpose !== undefined ? { purpose: values.purpose } : {};
    const flows = await ctx.host.services().money.writeFlows();
    let result;
    switch (rail as Rail) {
      case 'ach':
        result = await flows.payments.prepareAch({ ...basics, achType: values['same-day'] === true ? 'same_day' : 'standard', ...(values['sec-code'] !== undefined ? { secCode: values['sec-code'] } : {}) });
        break;
      case 'swift':
        result = await flows.payments.prepareSwift({
          ...basics, ...purpose,
          ...(values['charge-bearer'] !== undefined ? { chargeBearer: values['charge-bearer'] } : {}),
          ...(values.quote !== undefined ? { quoteId: values.quote } : {}),
        });
        break;
      case 'crypto':
        result = await flows.payments.prepareCrypto({
          ...basics,
          ...(values.network !== undefined ? { network: values.network } : {}),
          ...(originator !== undefined && beneficiary !== undefined ? { travelRule: { originator: { name: originator }, beneficiary: { name: beneficiary } } } : {}),
        });
        break;
      case 'open':
        result = await flows.payments.prepareOpen(basics);
        break;
      case 'fedwire':
        result = await flows.payments.prepare({ ...basics, ...purpose, rail: 'fedwire' });
        break;
    }
    await confirmPrepared(ctx, flows, result, values);
  },
});

export const transferCommand = defineCommand({
  words: ['transfer'],
  usage: ['--from ACC --to ACC --amount TEXT --currency CUR [--reference R]'],
  description: 'move money between two accounts of the organization',
  section: 'money',
  options: { from: { type: 'string' }, to: { type: 'string' }, amount: { type: 'string' }, currency: { type: 'string' }, reference: { type: 'string' }, ...CONFIRM_OPTIONS } as const,
  optionHelp: { ...CONFIRM_HELP, from: 'ACC: the account debited', to: 'ACC: the account credited', amount: PAYMENT_HELP.amount, currency: PAYMENT_HELP.currency, reference: 'R: a reference' },
  resumesOutbox: true,
  fieldFlags: { sourceAccountId: '--from', destinationAccountId: '--to', amount: '--amount', currency: '--currency', reference: '--reference' },
  interrupted: journaledNote,
  async run(ctx, values) {
    const flows = await ctx.host.services().money.writeFlows();
    const result = await flows.transfers.prepare({
      sourceAccountId: required(values.from, 'from', 'ACC (the account debited)'),
      destinationAccountId: required(values.to, 'to', 'ACC (the account credited)'),
      amount: required(values.amount, 'amount', 'TEXT (e.g. 1,234.56)'),
      currency: required(values.currency, 'currency', 'CUR (e.g. USD)'),
      ...(values.reference !== undefined ? { reference: values.reference } : {}),
    });
    await confirmPrepared(ctx, flows, result, values);
  },
});

export const collectCommand = defineCommand({
  words: ['collect'],
  usage: ['--to ACC --method PM --amount TEXT --currency CUR [--counterparty CPT] [--reference R]'],
  description: "pull money by ACH debit from a counterparty's US bank account",
  section: 'money',
  options: { to: { type: 'string' }, method: { type: 'string' }, counterparty: { type: 'string' }, amount: { type: 'string' }, currency: { type: 'string' }, reference: { type: 'string' }, ...CONFIRM_OPTIONS } as const,
  optionHelp: { ...CONFIRM_HELP, to: 'ACC: the account credited', method: "PM: the counterparty's us_bank payment method to debit", counterparty: PAYMENT_HELP.counterparty, amount: PAYMENT_HELP.amount, currency: PAYMENT_HELP.currency, reference: 'R: a reference' },
  resumesOutbox: true,
  fieldFlags: { destinationAccountId: '--to', paymentMethodId: '--method', counterpartyId: '--counterparty', amount: '--amount', currency: '--currency', reference: '--reference' },
  interrupted: journaledNote,
  async run(ctx, values) {
    const flows = await ctx.host.services().money.writeFlows();
    const result = await flows.collections.prepare({
      destinationAccountId: required(values.to, 'to', 'ACC (the account credited)'),
      paymentMethodId: required(values.method, 'method', "PM (the counterparty's us_bank payment method)"),
      amount: required(values.amount, 'amount', 'TEXT (e.g. 1,234.56)'),
      currency: required(values.currency, 'currency', 'CUR (e.g. USD)'),
      ...(values.counterparty !== undefined ? { counterpartyId: values.counterparty } : {}),
      ...(values.reference !== undefined ? { reference: values.reference } : {}),
    });
    await confirmPrepared(ctx, flows, result, values);
  },
});
