// `keys rotate`: a new signing key pair replaces the current one. The new public key is
// printed, to register with the provider; on the embedded sandbox it is registered and
// its API key stored here at once. Refused while outbox entries that may have reached the
// server are unsettled: a resend under a new key (and API key) would be a new request for
// the server and could pay twice (electron/outbox/credentials-guard.ts).
import { EMBEDDED, refuseKeyChangeInUse } from '../../host';
import { printJson } from '../cli-io';
import { defineCommand } from '../command-spec';

export const keysRotateCommand = defineCommand({
  words: ['keys', 'rotate'],
  usage: [],
  description: 'replace the signing key with a new one; prints the new public key to register',
  section: 'setup',
  options: {} as const,
  optionHelp: {},
  async run(ctx) {
    const services = ctx.host.services();
    refuseKeyChangeInUse(services, { kind: 'signing_key', action: 'keys rotate' });
    const { keys, profile } = services;
    const role = (await keys.status()).role ?? 'write';
    const rotated = await keys.rotate();
    const embedded = profile.baseUrl === EMBEDDED;
    if (embedded) await (await ctx.host.embeddedSandbox()).register(keys, role);
    if (ctx.json) {
      return printJson(ctx.io, {
        environment: keys.environment, publicKeyBase64: rotated.publicKeyBase64, publicKeyPem: rotated.publicKeyPem,
        previousPublicKeyBase64: rotated.previousPublicKeyBase64 ?? null, registered: embedded, registrationRequired: !embedded,
      });
    }
    ctx.io.out(`New public key (Base64): ${rotated.publicKeyBase64}\n${rotated.publicKeyPem}\n`);
    if (embedded) ctx.io.err(`Registered the new public key with the embedded sandbox (role ${role}); its API key is in the keychain.\n`);
    else {
      const revoke = rotated.previousPublicKeyBase64 !== undefined ? ` Then revoke the previous public key (${rotated.previousPublicKeyBase64}) with the provider.` : '';
      ctx.io.err(`Register the new public key with the provider for ${keys.environment}, then store its API key with \`treasury keys set-api-key\` (the previous API key was cleared).${revoke}\n`);
    }
  },
});
