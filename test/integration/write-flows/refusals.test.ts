// A refused confirmation sends nothing: the sandbox's counts do not move, the outbox and
// the audit trail stay as they were. The blocks agree with the sandbox's own rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidRequestError } from '../../../electron/api/api-errors';
import { ConfirmationRefusedError } from '../../../electron/write-flows';
import { prepared, startWriteFlowsWorld, type WriteFlowsWorld } from './write-flows-fixture';

let w: WriteFlowsWorld;
beforeAll(async () => {
  w = await startWriteFlowsWorld();
});
afterAll(async () => {
  await w?.close();
});

const TRAVEL_RULE = { originator: { name: 'Sandbox Treasury Inc.' }, beneficiary: { name: 'Base Liquidity Partners' } };

async function refusedCode(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  if (!(error instanceof ConfirmationRefusedError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error.code;
}

describe('refused confirmations against the sandbox', () => {
  it('send nothing: a block, a warning not acknowledged, production not named', async () => {
    const before = await w.stats();
    const outboxBefore = w.outbox.list({ limit: 1000 }).length;
    const auditBefore = w.audit.list({ kinds: ['confirmation'], limit: 1000 }).length;

    const crypto = prepared(await w.flows.payments.prepareCrypto({ sourceAccountId: w.account('USDC Treasury'), ...w.party('Base Liquidity Partners'), amount: '3,000.000001', currency: 'USDC' }));
    expect(await refusedCode(w.flows.confirm(crypto, { acknowledge: crypto.checks.map((c) => c.code) }))).toBe('blocked');

    const swift = prepared(await w.flows.payments.prepareSwift({ sourceAccountId: w.account('Operating USD'), ...w.party('Shenzhen Components Co.'), amount: '100', currency: 'USD' }));
    expect(swift.checks[0]?.code).toBe('purpose_required_for_corridor');
    expect(await refusedCode(w.flows.confirm(swift))).toBe('blocked');

    const ach = prepared(await w.flows.payments.prepareAch({ sourceAccountId: w.account('Operating USD'), ...w.party('Jane Cooper'), amount: '10', currency: 'USD' }));
    expect(await refusedCode(w.flows.confirm(ach))).toBe('warning_not_acknowledged');

    const production = w.flowsFor('production');
    const transfer = prepared(await production.transfers.prepare({ sourceAccountId: w.account('Operating USD'), destinationAccountId: w.account('Payroll USD'), amount: '1', currency: 'USD' }));
    expect(await refusedCode(production.confirm(transfer, { acknowledge: ['production_environment'] }))).toBe('environment_not_named');

    expect(await w.stats()).toEqual(before);
    expect(w.outbox.list({ limit: 1000 })).toHaveLength(outboxBefore);
    expect(w.audit.list({ kinds: ['confirmation'], limit: 1000 })).toHaveLength(auditBefore);
  });

  it('block exactly what the sandbox refuses', async () => {
    const usdc = w.account('USDC Treasury');
    const wallet = w.party('Base Liquidity Partners');
    const body = (value: string, travelRule?: typeof TRAVEL_RULE) => ({
      sourceAccountId: usdc, ...wallet, amount: { asset: 'USDC', value, chain: 'base' as const }, network: 'base' as const, ...(travelRule ? { travelRule } : {}),
    });
    // 3,000 USDC is at the threshold, not above it: both the check and the sandbox let it through.
    expect(prepared(await w.flows.payments.prepareCrypto({ sourceAccountId: usdc, ...wallet, amount: '3000', currency: 'USDC' })).checks.some((c) => c.severity === 'block')).toBe(false);
    await expect(w.client.api.createCryptoPayment(body('3000000000'), { idempotencyKey: 'it-tr-at' })).resolves.toMatchObject({ status: 201 });
    const above = await w.client.api.createCryptoPayment(body('3000000001'), { idempotencyKey: 'it-tr-above' }).catch((e: unknown) => e);
    expect(above).toBeInstanceOf(InvalidRequestError);
    expect((above as InvalidRequestError).code).toBe('travel_rule_required');
    await expect(w.client.api.createCryptoPayment(body('3000000001', TRAVEL_RULE), { idempotencyKey: 'it-tr-with' })).resolves.toMatchObject({ status: 201 });

    const inr = await w.client.api
      .createSwiftPayment({ sourceAccountId: w.account('Operating USD'), ...w.party('Mumbai Software Pvt Ltd'), amount: { currency: 'USD', value: '10000' } }, { idempotencyKey: 'it-purpose' })
      .catch((e: unknown) => e);
    expect((inr as InvalidRequestError).code).toBe('purpose_required');
  });
});
