// A payment on any rail through the unified endpoint (POST /payments): the one way to
// pay by Fedwire, and the way to fix what the recipient receives (`amountSide:
// 'receive'`, e.g. exactly 10,000.00 EUR on SWIFT). Rail-specific options (ACH type and
// SEC code, SWIFT charge bearer) exist only on the rail endpoints.
import { chainName } from '../../shared/chain-addresses';
import { cryptoMoney, fiatMoney } from '../../shared/money';
import { PURPOSES, RAILS, type CryptoNetwork, type Purpose, type Rail } from '../../shared/schemas';
import type { TravelRule } from '../../shared/requests';
import { paymentChecks } from '../pre-send-checks';
import { networkFor } from './crypto-payment';
import { FieldProblems } from './field-problems';
import { commonPaymentBody, resolvePaymentBasics, type PaymentInput } from './payment-input';
import { checkChoice, optionalText } from './form-values';
import { paymentSummary, purposeText } from './summary-text';
import { conversionFields } from './swift-payment';
import { readTravelRule } from './travel-rule-input';
import { refuse, type WriteFlowContext } from './write-flow-context';
import type { PrepareResult } from './write-flow-types';

export interface UnifiedPaymentInput extends PaymentInput {
  rail: Rail;
  /** Which amount was typed: what leaves the account (default), or what the recipient receives. */
  amountSide?: 'send' | 'receive';
  executionPreference?: 'use_quote' | 'at_market';
  quoteId?: string;
  purpose?: Purpose;
  /** Crypto only. */
  network?: CryptoNetwork;
  /** Crypto only. */
  travelRule?: TravelRule;
}

export async function prepareUnifiedPayment(ctx: WriteFlowContext, input: UnifiedPaymentInput): Promise<PrepareResult> {
  const problems = new FieldProblems();
  if (!checkChoice(input.rail, RAILS, 'rail', problems, 'a rail') || input.rail === undefined) {
    if (input.rail === undefined) problems.add('rail', `Choose a rail: ${RAILS.join(', ')}.`);
    return refuse(problems);
  }
  const rail = input.rail;
  checkChoice(input.amountSide, ['send', 'receive'], 'amountSide', problems, 'an amount side');
  const purpose = optionalText(input.purpose) as Purpose | undefined;
  checkChoice(purpose, PURPOSES, 'purpose', problems, 'a payment purpose');
  if (rail !== 'crypto' && input.travelRule !== undefined) problems.add('travelRule', 'Travel-rule data goes with crypto payments only: leave it out.');
  if (rail !== 'crypto' && input.network !== undefined) problems.add('network', 'A network is chosen for crypto payments only: leave it out.');
  const travelRule = rail === 'crypto' ? readTravelRule(input.travelRule, problems) : undefined;
  const side = input.amountSide ?? 'send';
  const basics = await resolvePaymentBasics(ctx, input, rail, problems, { side, ...(rail === 'crypto' ? { kind: 'crypto' as const } : {}) });
  if (basics === undefined || problems.has()) return refuse(problems);
  const { account, counterparty, method } = basics.parties;
  const conversion = conversionFields(input, account.currency !== method.currency, problems);
  const network = rail === 'crypto' ? networkFor(method.chain, input.network, problems) : undefined;
  if (problems.has()) return refuse(problems);
  const money = network !== undefined ? cryptoMoney(basics.amount.currency, basics.amount.minor, network) : fiatMoney(basics.amount.currency, basics.amount.minor);
  return ctx.issue(
    {
      action: 'pay',
      operation: 'createPayment',
      body: {
        ...commonPaymentBody(input, basics),
        rail,
        [side === 'send' ? 'sendAmount' : 'receiveAmount']: money,
        amountInputSide: side,
        ...conversion,
        ...(purpose !== undefined ? { purpose } : {}),
        ...(travelRule !== undefined ? { travelRule } : {}),
      },
      summary: paymentSummary({
        amount: basics.amount,
        side,
        counterpartyName: counterparty.name,
        rail,
        railDetails: [
          ...(account.currency !== method.currency ? [`from ${account.currency} ${conversion.executionPreference === 'use_quote' ? `at quote ${conversion.quoteId ?? ''}` : 'at market'}`] : []),
          ...(network !== undefined ? [`on ${chainName(network)}`] : []),
          ...(purpose !== undefined ? [purposeText(purpose)] : []),
        ],
        accountName: account.name,
        ...(basics.reference !== undefined ? { reference: basics.reference } : {}),
      }),
      checks: (c) =>
        paymentChecks(
          { rail, account, counterparty, method, side, amount: basics.amount, hasTravelRule: travelRule !== undefined, ...(purpose !== undefined ? { purpose } : {}) },
          c,
        ),
    },
    problems,
  );
}
