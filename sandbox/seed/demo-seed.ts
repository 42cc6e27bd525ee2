// Six months of simulated treasury activity on top of the base data set. The history is
// made by running the bank itself from the past to now (the same create functions and
// state machine as /v1), so every balance, status and ledger entry is consistent, and
// the most recent payments are still on their way when the sandbox starts. A yen account
// opened three days ago shows a currency without decimals: its opening balance and a SWIFT
// payment to Shenzhen on each of the last two days (amounts drawn from nothing random, so
// every other amount of the history stays the same).
import { createCollection } from '../bank/create-collection';
import { createOnboarding } from '../bank/create-onboarding';
import { createPayment } from '../bank/create-payment';
import { createTransfer } from '../bank/create-transfer';
import { openAccount } from '../bank/open-account';
import { cancelPayment } from '../bank/cancel-payment';
import type { Account } from '../../shared/schemas';
import type { PaymentInternal } from '../bank/payment-model';
import type { PaymentInstruction } from '../bank/payment-instruction';
import { ApiError } from '../http/api-error';
import { findResource } from '../store/resources';
import type { Store } from '../store/store';
import type { SeededRandom } from '../simulation/seeded-random';
import { TRANSITION_HANDLERS } from '../simulation/transition-handlers';
import { runDueTransitions } from '../simulation/transitions';
import type { BaseSeed } from './base-seed';

const DAY_MS = 86400 * 1000;

function usd(random: SeededRandom, minDollars: number, maxDollars: number): string {
  return random.bigint(BigInt(minDollars) * 100n, BigInt(maxDollars) * 100n).toString();
}

export function seedDemoHistory(store: Store, base: BaseSeed, start: number, now: number, random: SeededRandom): void {
  const { accounts: a, methods: m } = base;
  let at = start;
  const attempt = <T>(fn: () => T): T | undefined => {
    runDueTransitions(store, TRANSITION_HANDLERS, at);
    try {
      return store.transaction(fn);
    } catch (error) {
      if (error instanceof ApiError) return undefined;
      throw error;
    }
  };
  const pay = (instruction: Omit<PaymentInstruction, 'amountInputSide'> & { amountInputSide?: 'send' | 'receive' }) =>
    attempt(() => createPayment(store, { amountInputSide: 'send', ...instruction }, at));
  const fiat = (currency: string, value: string) => ({ currency, value, field: 'amount' });

  const days = Math.floor((now - start) / DAY_MS);
  let jpy: Account | undefined;
  for (let day = 0; day < days; day += 1) {
    const dayStart = start + day * DAY_MS;
    const moments = Array.from({ length: 12 }, () => dayStart + random.int(13 * 3600, 21 * 3600) * 1000).sort((x, y) => x - y);
    let slot = 0;
    // Simulated time only moves forward, so ledger order is posting order.
    const step = () => {
      at = Math.max(at + 1, Math.min(moments[slot] ?? dayStart, now - 1000));
      slot += 1;
    };

    step();
    if (day % 2 === 0) attempt(() => createCollection(store, { destinationAccountId: a.usd.id, paymentMethodId: m.acmeAch, rail: 'ach', amount: { currency: 'USD', value: usd(random, 30_000, 90_000) }, reference: day % 41 === 0 ? 'sandbox:return:R03' : `INV-${1000 + day}` }, at));
    step();
    if (random.next() < 0.6) {
      pay({ rail: 'ach', sourceAccountId: a.usd.id, paymentMethodId: m.acmeAch, sendAmount: fiat('USD', usd(random, 1_000, 15_000)), achType: random.next() < 0.3 ? 'same_day' : 'standard', reference: day % 23 === 0 ? 'sandbox:return:R01' : `PO-${5000 + day}` });
    }
    step();
    if (day % 14 === 5) for (let k = 0; k < 3; k += 1) pay({ rail: 'ach', sourceAccountId: a.payroll.id, paymentMethodId: m.janeAch, sendAmount: fiat('USD', usd(random, 2_000, 6_000)), secCode: 'PPD', reference: `Payroll ${day}-${k}` });
    step();
    if (day % 7 === 2) pay({ rail: 'fedwire', sourceAccountId: a.usd.id, paymentMethodId: m.acmeAch, sendAmount: fiat('USD', usd(random, 20_000, 80_000)), reference: day % 47 === 2 ? 'sandbox:reverse' : `Wire ${day}` });
    step();
    if (day % 7 === 4) pay({ rail: 'swift', sourceAccountId: a.eur.id, paymentMethodId: m.mullerEur, sendAmount: fiat('EUR', usd(random, 5_000, 25_000)), chargeBearer: 'SHA', reference: day % 31 === 4 ? 'sandbox:fail' : `Rechnung ${day}` });
    step();
    if (day % 14 === 9) pay({ rail: 'swift', sourceAccountId: a.gbp.id, paymentMethodId: m.thamesGbp, sendAmount: fiat('GBP', usd(random, 5_000, 30_000)), chargeBearer: 'OUR', reference: `Freight ${day}` });
    if (day % 30 === 11) pay({ rail: 'swift', sourceAccountId: a.usd.id, paymentMethodId: m.shenzhenCny, sendAmount: fiat('USD', usd(random, 20_000, 80_000)), chargeBearer: 'SHA', purpose: 'trade_of_goods', reference: `Components ${day}` });
    if (day % 30 === 21) pay({ rail: 'swift', sourceAccountId: a.usd.id, paymentMethodId: m.mumbaiInr, sendAmount: fiat('USD', usd(random, 10_000, 40_000)), chargeBearer: 'BEN', purpose: 'goods_and_services', reference: `Dev services ${day}` });
    step();
    if (day % 7 === 6) {
      const wallet = day % 14 === 6 ? { method: m.baseWallet, chain: 'base' as const } : { method: m.solanaWallet, chain: 'solana' as const };
      pay({ rail: 'crypto', sourceAccountId: a.usdc.id, paymentMethodId: wallet.method, network: wallet.chain, sendAmount: { currency: 'USDC', value: random.bigint(500_000_000n, 2_900_000_000n).toString(), field: 'amount', chain: wallet.chain }, reference: day % 37 === 6 ? 'sandbox:crypto_fail' : `Settlement ${day}` });
    }
    step();
    if (day % 7 === 1) pay({ rail: 'open', sourceAccountId: a.usd.id, paymentMethodId: m.openHandle, sendAmount: fiat('USD', usd(random, 500, 9_000)), reference: `Northwind ${day}` });
    if (day % 10 === 3) pay({ rail: 'open', sourceAccountId: a.usd.id, paymentMethodId: m.openPayroll, sendAmount: fiat('USD', usd(random, 10_000, 30_000)), reference: `Payroll funding ${day}` });
    step();
    if (day % 7 === 0) attempt(() => createTransfer(store, { sourceAccountId: a.usd.id, destinationAccountId: a.payroll.id, amount: { currency: 'USD', value: usd(random, 15_000, 40_000) }, reference: `Sweep ${day}` }, at));
    step();
    // A zero-decimal currency: Operating JPY, opened three days ago, paid from on the two days after (whole yen).
    if (day === days - 3) jpy = openAccount(store, { name: 'Operating JPY', currency: 'JPY', customerId: a.usd.customerId, at, openingBalanceMinor: 48_000_000n });
    if (jpy !== undefined && day >= days - 2) {
      const first = day === days - 2;
      pay({ rail: 'swift', sourceAccountId: jpy.id, paymentMethodId: m.shenzhenCny, sendAmount: fiat('JPY', first ? '1250000' : '836400'), chargeBearer: first ? 'SHA' : 'OUR', purpose: 'trade_of_goods', reference: `Components JPY ${day}` });
    }
    if (day % 29 === 7) {
      const payment = pay({ rail: 'ach', sourceAccountId: a.usd.id, paymentMethodId: m.acmeAch, sendAmount: fiat('USD', usd(random, 1_000, 5_000)), reference: `Duplicate PO ${day}` });
      const stored = payment ? findResource<typeof payment, PaymentInternal>(store, 'payment', payment.id) : undefined;
      if (stored) attempt(() => cancelPayment(store, stored, at));
    }
  }

  // Onboardings: one decided hours ago, one still pending.
  at = Math.max(at + 1, now - 3 * 3600_000);
  attempt(() => createOnboarding(store, { entityType: 'individual', fullName: 'Avery Chen', dateOfBirth: '1984-03-12', nationality: 'US', autoSubmit: true }, at));
  const owner = findLastIndividualEntity(store);
  at = Math.max(at + 1, now - 60_000);
  attempt(() => createOnboarding(store, { entityType: 'business', legalName: 'Sandbox Treasury Europe B.V.', jurisdiction: 'NL', autoSubmit: true, ...(owner ? { relationships: [{ entityId: owner, relationshipType: 'beneficial_owner', ownershipPercentage: '60' }] } : {}) }, at));

  // Today's activity, still in flight when the sandbox starts.
  at = Math.max(at + 1, now - 30 * 60_000);
  pay({ rail: 'swift', sourceAccountId: a.eur.id, paymentMethodId: m.mullerEur, sendAmount: fiat('EUR', '1250000'), chargeBearer: 'SHA', reference: 'sandbox:requires_action:cop_required' });
  at = Math.max(at + 1, now - 20 * 60_000);
  pay({ rail: 'swift', sourceAccountId: a.usd.id, paymentMethodId: m.shenzhenCny, sendAmount: fiat('USD', '4500000'), purpose: 'trade_of_goods', reference: 'sandbox:review' });
  at = Math.max(at + 1, now - 10 * 60_000);
  pay({ rail: 'ach', sourceAccountId: a.usd.id, paymentMethodId: m.acmeAch, sendAmount: fiat('USD', '875000'), reference: 'PO-today' });
  at = Math.max(at + 1, now - 5_000);
  pay({ rail: 'crypto', sourceAccountId: a.usdc.id, paymentMethodId: m.baseWallet, network: 'base', sendAmount: { currency: 'USDC', value: '750000000', field: 'amount', chain: 'base' }, reference: 'Settlement today' });
  pay({ rail: 'ach', sourceAccountId: a.payroll.id, paymentMethodId: m.janeAch, sendAmount: fiat('USD', '320000'), reference: 'Expense refund' });
  at = now;
  runDueTransitions(store, TRANSITION_HANDLERS, now);
}

function findLastIndividualEntity(store: Store): string | undefined {
  const row = store.stmt("SELECT id FROM resources WHERE kind = 'entity' AND tag = 'individual' ORDER BY seq DESC LIMIT 1").get() as { id: string } | undefined;
  return row?.id;
}
