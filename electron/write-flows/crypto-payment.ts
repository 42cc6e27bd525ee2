// A crypto payment (POST /payments/crypto): the amount is typed in the asset's units
// ("500.25" USDC) and sent in its smallest unit (500250000); the network is the
// wallet's chain; travel-rule data goes with it (required above the threshold: a block
// check says so).
import { chainName } from '../../shared/chain-addresses';
import { cryptoMoney } from '../../shared/money';
import { CRYPTO_NETWORKS, isKnownValue, markUnknown, type CryptoNetwork, type KnownOrUnknown } from '../../shared/schemas';
import type { TravelRule } from '../../shared/requests';
import { paymentChecks } from '../pre-send-checks';
import { FieldProblems } from './field-problems';
import { commonPaymentBody, resolvePaymentBasics, type PaymentInput } from './payment-input';
import { checkChoice } from './form-values';
import { paymentSummary } from './summary-text';
import { readTravelRule } from './travel-rule-input';
import { refuse, type WriteFlowContext } from './write-flow-context';
import type { PrepareResult } from './write-flow-types';

export interface CryptoPaymentInput extends PaymentInput {
  /** Default: the wallet's chain (any other is refused). */
  network?: CryptoNetwork;
  travelRule?: TravelRule;
}

/**
 * The wallet's chain, checked against the one chosen. A chain this app does not know (one
 * the API added later) is refused: the amount's units and the address depend on it.
 */
export function networkFor(walletChain: KnownOrUnknown<CryptoNetwork> | undefined, chosen: CryptoNetwork | undefined, problems: FieldProblems): CryptoNetwork | undefined {
  if (walletChain !== undefined && !isKnownValue(CRYPTO_NETWORKS, walletChain)) {
    problems.add('paymentMethodId', `The wallet is on ${markUnknown(CRYPTO_NETWORKS, walletChain, 'network')}: this app does not know that network yet, so it cannot pay to it. Choose another payment method.`);
    return undefined;
  }
  if (walletChain === undefined) {
    if (chosen === undefined) problems.add('network', 'The wallet does not say which chain it is on: choose the network.');
    return chosen;
  }
  if (chosen !== undefined && chosen !== walletChain) {
    problems.add('network', `The wallet is on ${chainName(walletChain)}: a payment to it must use ${chainName(walletChain)}, not ${chainName(chosen)}.`);
    return undefined;
  }
  return walletChain;
}

export async function prepareCryptoPayment(ctx: WriteFlowContext, input: CryptoPaymentInput): Promise<PrepareResult> {
  const problems = new FieldProblems();
  checkChoice(input.network, CRYPTO_NETWORKS, 'network', problems, 'a network');
  const travelRule = readTravelRule(input.travelRule, problems);
  const basics = await resolvePaymentBasics(ctx, input, 'crypto', problems, { kind: 'crypto' });
  if (basics === undefined || problems.has()) return refuse(problems);
  const { account, counterparty, method } = basics.parties;
  const network = networkFor(method.chain, input.network, problems);
  if (network === undefined) return refuse(problems);
  return ctx.issue(
    {
      action: 'pay_crypto',
      operation: 'createCryptoPayment',
      body: {
        ...commonPaymentBody(input, basics),
        amount: cryptoMoney(basics.amount.currency, basics.amount.minor, network),
        network,
        ...(travelRule !== undefined ? { travelRule } : {}),
      },
      summary: paymentSummary({
        amount: basics.amount,
        counterpartyName: counterparty.name,
        rail: 'crypto',
        railDetails: [`on ${chainName(network)}`, travelRule !== undefined ? 'with travel-rule data' : 'no travel-rule data'],
        accountName: account.name,
        ...(basics.reference !== undefined ? { reference: basics.reference } : {}),
      }),
      checks: (c) => paymentChecks({ rail: 'crypto', account, counterparty, method, side: 'send', amount: basics.amount, hasTravelRule: travelRule !== undefined }, c),
    },
    problems,
  );
}
