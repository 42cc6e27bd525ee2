// `keys rotate`: the signing key's rotation in two steps (electron/secrets/key-rotation.ts).
// `keys rotate` makes a new key pair pending beside the current one, which keeps signing,
// and prints the new public key to register with the provider; `keys rotate --confirm`
// (the API key issued for the new key on standard input) makes it the signing key and
// deletes the old one; `keys rotate --cancel` drops the pending key. On the embedded
// sandbox the new key is registered and confirmed at once. Starting and confirming are
// refused while outbox entries that may have reached the server are unsettled: a resend
// under a new key (and API key) would be a new request for the server and could pay twice
// (electron/outbox/credentials-guard.ts).
import { KEY_ROLES } from '../../../shared/schemas/enums';
import { EMBEDDED, refuseKeyChangeInUse } from '../../host';
import type { KeyService } from '../../secrets';
import { UsageError } from '../cli-errors';
import { printJson, type CliIo } from '../cli-io';
import { defineCommand } from '../command-spec';

async function confirm(io: CliIo, json: boolean, keys: KeyService, apiKey: string, role: 'read' | 'write'): Promise<void> {
  const confirmed = await keys.confirmRotation(apiKey, role);
  if (json) {
    printJson(io, { environment: keys.environment, confirmed: true, publicKeyBase64: confirmed.publicKeyBase64, previousPublicKeyBase64: confirmed.previousPublicKeyBase64 ?? null, role });
    return;
  }
  io.out(`Rotation confirmed for ${keys.environment}: the signing key is now ${confirmed.publicKeyBase64} (role ${role}).\n`);
  io.err(`${confirmed.nextStep}\n`);
}

export const keysRotateCommand = defineCommand({
  words: ['keys', 'rotate'],
  usage: ['[--confirm [--role read|write] < api-key.txt | --cancel]'],
  description: 'start a signing key rotation (the current key keeps signing), then confirm it with the new API key, or cancel it',
  section: 'setup',
  options: { confirm: { type: 'boolean' }, cancel: { type: 'boolean' }, role: { type: 'string' } } as const,
  optionHelp: {
    confirm: 'the new public key is registered: read its API key from standard input, sign with the new key from now on and delete the previous one',
    cancel: 'drop the pending key of a rotation under way; the current key keeps signing',
    role: 'with --confirm: the role the provider gave the new API key (default write)',
  },
  choices: { role: KEY_ROLES },
  async run(ctx, values) {
    if (values.confirm === true && values.cancel === true) throw new UsageError('Give either --confirm or --cancel, not both.');
    if (values.role !== undefined && values.confirm !== true) throw new UsageError('--role goes with --confirm (the role of the new API key).');
    const services = ctx.host.services();
    const { keys, profile } = services;
    if (values.cancel === true) {
      const canceled = await keys.cancelRotation();
      if (ctx.json) return printJson(ctx.io, { environment: keys.environment, canceledPublicKeyBase64: canceled.canceledPublicKeyBase64 ?? null });
      ctx.io.out(`Rotation canceled for ${keys.environment}: the pending key was deleted; the current key keeps signing.\n`);
      return;
    }
    if (values.confirm === true) {
      const apiKey = (await ctx.io.readStdin()).trim();
      if (apiKey === '') throw new UsageError('Give the API key issued for the new public key on standard input, e.g. `treasury keys rotate --confirm < key.txt`.');
      refuseKeyChangeInUse(services, { kind: 'signing_key', action: 'keys rotate --confirm' });
      return confirm(ctx.io, ctx.json, keys, apiKey, values.role ?? 'write');
    }
    refuseKeyChangeInUse(services, { kind: 'signing_key', action: 'keys rotate' });
    const role = (await keys.status()).role ?? 'write';
    const rotated = await keys.rotate();
    const embedded = profile.baseUrl === EMBEDDED;
    if (embedded) await (await ctx.host.embeddedSandbox()).confirmRotation(keys, role);
    if (ctx.json) {
      return printJson(ctx.io, {
        environment: keys.environment, publicKeyBase64: rotated.publicKeyBase64, publicKeyPem: rotated.publicKeyPem,
        previousPublicKeyBase64: rotated.previousPublicKeyBase64 ?? null, registered: embedded, registrationRequired: !embedded, pending: !embedded,
      });
    }
    ctx.io.out(`New public key (Base64): ${rotated.publicKeyBase64}\n${rotated.publicKeyPem}\n`);
    if (embedded) ctx.io.err(`Registered the new public key with the embedded sandbox (role ${role}) and confirmed the rotation; its API key is in the keychain and the previous key was deleted.\n`);
    else {
      const revoke = rotated.previousPublicKeyBase64 !== undefined ? ` Then revoke the previous public key (${rotated.previousPublicKeyBase64}) with the provider.` : '';
      ctx.io.err(`Register the new public key with the provider for ${keys.environment}, then confirm with \`treasury keys rotate --confirm < api-key.txt\` (the API key issued for it); until then the current key keeps signing. Cancel with \`treasury keys rotate --cancel\`.${revoke}\n`);
    }
  },
});
