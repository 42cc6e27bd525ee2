// Starts an in-memory sandbox on a free loopback port for a test file, with a write and
// a read key registered through the control API and a raw control client.
import { startSandbox } from '../../sandbox/start-sandbox';
import type { RunningSandbox, SandboxOptions } from '../../sandbox/start-sandbox';
import { generateSigningKey, RawSignedClient, sendRaw } from './raw-signed-client';
import type { RawResponse, SigningKey } from './raw-signed-client';

export const TEST_ADMIN_TOKEN = 'test-admin-token';

export interface SandboxFixture {
  sandbox: RunningSandbox;
  write: RawSignedClient;
  read: RawSignedClient;
  writeKeyId: string;
  /** Calls the control API (`path` below /_sandbox) with the admin token. */
  control(method: 'GET' | 'POST', path: string, body?: object): Promise<RawResponse>;
  /** Registers another key and returns a client for it. */
  newClient(role: 'read' | 'write'): Promise<{ client: RawSignedClient; keyId: string; key: SigningKey }>;
  advance(seconds: number): Promise<void>;
  close(): Promise<void>;
}

export async function startSandboxFixture(options: SandboxOptions = {}): Promise<SandboxFixture> {
  const sandbox = await startSandbox({ seed: 7, timeScale: 0, adminToken: TEST_ADMIN_TOKEN, ...options });
  const adminToken = options.adminToken ?? TEST_ADMIN_TOKEN;
  const control = (method: 'GET' | 'POST', path: string, body?: object) =>
    sendRaw(
      sandbox.origin,
      method,
      `/_sandbox${path}`,
      { 'x-sandbox-admin-token': adminToken, ...(body ? { 'content-type': 'application/json' } : {}) },
      body ? Buffer.from(JSON.stringify(body)) : undefined,
    );
  const newClient = async (role: 'read' | 'write') => {
    const key = generateSigningKey();
    const response = await control('POST', '/keys', { publicKey: key.publicKeyBase64, role });
    if (response.status !== 201) throw new Error(`key registration failed: ${response.status} ${response.text}`);
    return { client: new RawSignedClient(sandbox.baseUrl, response.body.apiKey, key.privateKey), keyId: response.body.keyId as string, key };
  };
  const writer = await newClient('write');
  const reader = await newClient('read');
  return {
    sandbox,
    write: writer.client,
    read: reader.client,
    writeKeyId: writer.keyId,
    control,
    newClient,
    advance: async (seconds: number) => {
      const response = await control('POST', '/clock', { advanceSeconds: seconds });
      if (response.status !== 200) throw new Error(`clock advance failed: ${response.status} ${response.text}`);
    },
    close: () => sandbox.close(),
  };
}

export interface SeededData {
  accounts: Record<'usd' | 'payroll' | 'eur' | 'gbp' | 'usdc', { id: string; currency: string }>;
  counterparties: Record<string, { id: string; methods: { id: string; type: string; currency: string }[] }>;
}

const ACCOUNT_NAMES = { usd: 'Operating USD', payroll: 'Payroll USD', eur: 'Operating EUR', gbp: 'Operating GBP', usdc: 'USDC Treasury' } as const;

/** The base data set of a numeric seed, looked up through the API. */
export async function seededData(f: SandboxFixture): Promise<SeededData> {
  const accounts = (await f.write.get('/accounts?limit=200')).body.items as { id: string; name: string; currency: string }[];
  const byName = (name: string) => {
    const account = accounts.find((a) => a.name === name);
    if (!account) throw new Error(`no seeded account ${name}`);
    return { id: account.id, currency: account.currency };
  };
  const counterparties: SeededData['counterparties'] = {};
  for (const cp of (await f.write.get('/counterparties?limit=200')).body.items as { id: string; name: string }[]) {
    const methods = (await f.write.get(`/counterparties/${cp.id}/payment-methods`)).body.items as { id: string; type: string; currency: string }[];
    counterparties[cp.name] = { id: cp.id, methods };
  }
  return {
    accounts: {
      usd: byName(ACCOUNT_NAMES.usd),
      payroll: byName(ACCOUNT_NAMES.payroll),
      eur: byName(ACCOUNT_NAMES.eur),
      gbp: byName(ACCOUNT_NAMES.gbp),
      usdc: byName(ACCOUNT_NAMES.usdc),
    },
    counterparties,
  };
}

/** The first payment method of a seeded counterparty. */
export function methodOf(data: SeededData, counterpartyName: string): { counterpartyId: string; paymentMethodId: string } {
  const cp = data.counterparties[counterpartyName];
  const method = cp?.methods[0];
  if (!cp || !method) throw new Error(`no seeded counterparty ${counterpartyName}`);
  return { counterpartyId: cp.id, paymentMethodId: method.id };
}
