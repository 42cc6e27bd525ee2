// The control API's compliance settings (POST /_sandbox/compliance): the organization's
// country sets the travel-rule jurisdiction of its payments, and purpose corridors added
// there are required on top of the built-in ones; both kept in the database. Checked on a
// base-seeded store through the server's own routes and the bank's createPayment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createPayment } from '../../../sandbox/bank/create-payment';
import { SimulatedClock } from '../../../sandbox/clock/simulated-clock';
import { registerControlRoutes } from '../../../sandbox/control/control-routes';
import { ApiError } from '../../../sandbox/http/api-error';
import { buildServer } from '../../../sandbox/http/build-server';
import { FaultInjector } from '../../../sandbox/http/faults';
import { IdempotencyLedger } from '../../../sandbox/http/idempotency';
import { ALL_OPERATIONS } from '../../../sandbox/routes/all-operations';
import type { SandboxServices } from '../../../sandbox/sandbox-services';
import { applySeed } from '../../../sandbox/seed/apply-seed';
import { ApiKeyRegistry } from '../../../sandbox/store/api-keys';
import { openDatabase } from '../../../sandbox/store/open-database';
import { Store } from '../../../sandbox/store/store';
import type { PaymentInstruction } from '../../../sandbox/bank/payment-instruction';

const START = Date.UTC(2026, 0, 5, 9, 30, 0);
let app: FastifyInstance;
let store: Store;

type Row = { id: string; body: string };
const bodies = (kind: string) => (store.stmt('SELECT id, body FROM resources WHERE kind = ?').all(kind) as Row[]).map((row) => JSON.parse(row.body) as Record<string, unknown>);
const accountNamed = (name: string) => bodies('account').find((a) => a['name'] === name)?.['id'] as string;
const methodLabelled = (label: string) => bodies('paymentMethod').find((m) => m['label'] === label)?.['id'] as string;

async function control(method: 'GET' | 'POST', body?: unknown) {
  const response = await app.inject({ method, url: '/_sandbox/compliance', remoteAddress: '127.0.0.1', ...(body === undefined ? {} : { payload: body as object }) });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

function refusal(instruction: PaymentInstruction): string | undefined {
  try {
    createPayment(store, instruction, START);
    return undefined;
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
}

const crypto = (): PaymentInstruction => ({
  rail: 'crypto', sourceAccountId: accountNamed('USDC Treasury'), paymentMethodId: methodLabelled('Base USDC wallet'),
  sendAmount: { currency: 'USDC', value: '100', field: 'sendAmount' }, amountInputSide: 'send',
});
const swift = (): PaymentInstruction => ({
  rail: 'swift', sourceAccountId: accountNamed('Operating EUR'), paymentMethodId: methodLabelled('Müller EUR'),
  sendAmount: { currency: 'EUR', value: '100', field: 'sendAmount' }, amountInputSide: 'send',
});

beforeAll(async () => {
  store = new Store(openDatabase(undefined));
  applySeed(store, 7, START);
  const services: SandboxServices = {
    store, clock: new SimulatedClock(START, 0), keys: new ApiKeyRegistry(store, 'sandbox'), idempotency: new IdempotencyLedger(store),
    faults: new FaultInjector(1), environment: 'sandbox', seed: 7, adminToken: undefined, runDueTransitions: () => undefined,
  };
  app = buildServer(services, ALL_OPERATIONS, (server) => registerControlRoutes(server, services, () => undefined));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  store.close();
});

describe('POST /_sandbox/compliance', () => {
  it('starts as a US organization with no corridor added', async () => {
    expect(await control('GET')).toEqual({ status: 200, body: { organizationCountry: 'US', extraPurposeCorridors: { currencies: [], countries: [] } } });
    expect(accountNamed('USDC Treasury')).toMatch(/^acc_/);
    expect(methodLabelled('Base USDC wallet')).toMatch(/^pm_/);
    expect(refusal(crypto())).toBeUndefined();
    expect(refusal(swift())).toBeUndefined();
  });

  it('an organization in GB: every crypto payment needs travel-rule data', async () => {
    expect(await control('POST', { organizationCountry: 'GB' })).toMatchObject({ status: 200, body: { organizationCountry: 'GB' } });
    expect(refusal(crypto())).toBe('travel_rule_required');
    const withData = { ...crypto(), travelRule: { originator: { name: 'Sandbox Treasury Inc.' }, beneficiary: { name: 'Base Liquidity Partners' } } } as PaymentInstruction;
    expect(refusal(withData)).toBeUndefined();
    expect(bodies('entity').filter((e) => e['name'] === 'Sandbox Treasury Inc.').map((e) => e['country'])).toEqual(['GB']);
    await control('POST', { organizationCountry: 'US' });
    expect(refusal(crypto())).toBeUndefined();
  });

  it('a corridor added by country or currency needs a purpose; one given passes', async () => {
    await control('POST', { extraPurposeCorridors: { currencies: [], countries: ['DE'] } });
    expect(refusal(swift())).toBe('purpose_required');
    expect(refusal({ ...swift(), purpose: 'goods_and_services' })).toBeUndefined();
    await control('POST', { extraPurposeCorridors: { currencies: ['EUR'], countries: [] } });
    expect(refusal(swift())).toBe('purpose_required');
    expect((await control('GET')).body).toEqual({ organizationCountry: 'US', extraPurposeCorridors: { currencies: ['EUR'], countries: [] } });
    await control('POST', { extraPurposeCorridors: { currencies: [], countries: [] } });
    expect(refusal(swift())).toBeUndefined();
  });

  it('refuses what is not a country or currency code, naming the field', async () => {
    const answer = await control('POST', { organizationCountry: 'gb' });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('organizationCountry');
    expect((await control('POST', { extraPurposeCorridors: { currencies: ['euro'], countries: [] } })).status).toBe(400);
    expect((await control('GET')).body).toMatchObject({ organizationCountry: 'US' });
  });
});
