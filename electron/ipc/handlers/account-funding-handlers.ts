// How money comes into an account, read from the server now (not cached): deposit
// instructions (a full account number is never passed on: its last four digits only)
// and blockchain deposit addresses. And the signing key's rotation from Settings (the
// CLI's `keys rotate`): refused while outbox entries that may have reached the server are
// unsettled, then the steps to register the new public key.
import type { accountFundingMethods } from '../../../shared/ipc/account-funding-methods';
import type { DepositInstruction } from '../../../shared/schemas';
import { EMBEDDED } from '../../host';
import type { HandlerTable } from '../handler-types';
import { changingKeys } from './environment-handlers';

const MAX_PAGES = 20;

function toDepositView(instruction: DepositInstruction) {
  const d = (instruction.details ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof d[key] === 'string' ? (d[key] as string) : undefined);
  const copy: Array<{ label: string; value: string }> = [];
  let line = 'A kind of instruction this app does not know.';
  if (instruction.kind === 'bank_account_number') {
    const routing = text('routingNumber');
    if (routing !== undefined) copy.push({ label: 'Routing number', value: routing });
    line = [text('type') === 'us_fedwire' ? 'US Fedwire' : text('type') === 'us_ach' ? 'US ACH' : text('type'), text('bankName'), routing !== undefined ? `routing ${routing}` : undefined,
      text('accountNumberLast4') !== undefined ? `account ending ${text('accountNumberLast4')}` : undefined].filter(Boolean).join(', ');
  } else if (instruction.kind === 'blockchain_address') {
    const address = text('address');
    if (address !== undefined) copy.push({ label: 'Address', value: address });
    line = [text('chain'), text('asset'), address].filter(Boolean).join(' ');
  }
  const rail = (instruction as { rail?: unknown }).rail;
  return {
    id: instruction.id, kind: String(instruction.kind), status: String(instruction.status), rail: typeof rail === 'string' ? rail : null,
    createdAt: typeof instruction.createdAt === 'string' ? instruction.createdAt : null, text: line, copyValues: copy,
  };
}

export const accountFundingHandlers: HandlerTable<keyof typeof accountFundingMethods> = {
  'accounts.depositInstructions': async (input, context) => {
    const client = await context.services().client();
    const items = await client.api.listDepositInstructions(input.accountId, { limit: 100 }, { maxPages: MAX_PAGES }).toArray();
    context.connection.set(true);
    return { accountId: input.accountId, items: items.map(toDepositView), readAt: new Date().toISOString() };
  },
  'accounts.blockchainAddresses': async (input, context) => {
    const client = await context.services().client();
    const items = await client.api.listBlockchainAddresses(input.accountId, { limit: 100 }, { maxPages: MAX_PAGES }).toArray();
    context.connection.set(true);
    return {
      accountId: input.accountId,
      items: items.map((a) => ({ id: a.id, chain: String(a.chain), asset: String(a.asset), status: String(a.status), address: a.address })),
      readAt: new Date().toISOString(),
    };
  },
  'keys.rotate': (_input, context) => changingKeys(context, { kind: 'signing_key', action: 'rotate the signing key' }, async (services) => {
    const { keys, profile } = services;
    const role = (await keys.status()).role ?? 'write';
    const rotated = await keys.rotate();
    const embedded = profile.baseUrl === EMBEDDED;
    if (embedded) await (await context.host.embeddedSandbox()).confirmRotation(keys, role);
    const steps = embedded
      ? [`The new public key is registered with the embedded sandbox (role ${role}), its API key is stored in the keychain and the previous key was deleted: nothing else to do.`]
      : [
        `Register the new public key with your provider for ${keys.environment} (copy it below). Until you confirm, the current key keeps signing.`,
        'Then confirm the rotation here with the API key the provider gives for the new key; the previous key is deleted then.',
        ...(rotated.previousPublicKeyBase64 !== undefined ? [`After that, revoke the previous public key (${rotated.previousPublicKeyBase64.slice(0, 12)}…) with the provider.`] : []),
      ];
    return {
      environment: keys.environment, publicKey: { base64: rotated.publicKeyBase64, pem: rotated.publicKeyPem },
      previousPublicKeyBase64: rotated.previousPublicKeyBase64 ?? null, registered: embedded, pending: !embedded, steps,
    };
  }),
  'keys.confirmRotation': (input, context) => changingKeys(context, { kind: 'signing_key', action: 'confirm the rotation' }, async (services) => {
    const confirmed = await services.keys.confirmRotation(input.apiKey, input.role ?? 'write');
    return {
      environment: services.keys.environment, publicKeyBase64: confirmed.publicKeyBase64, previousPublicKeyBase64: confirmed.previousPublicKeyBase64 ?? null,
      role: confirmed.role, steps: [confirmed.nextStep],
    };
  }),
  'keys.cancelRotation': async (_input, context) => {
    const { keys } = context.services();
    const canceled = await keys.cancelRotation();
    return { environment: keys.environment, canceledPublicKeyBase64: canceled.canceledPublicKeyBase64 ?? null };
  },
};
