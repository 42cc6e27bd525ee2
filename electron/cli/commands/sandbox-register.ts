// `sandbox register [--role read|write] [--admin-token T]`: registers this environment's
// public key with a local sandbox (the embedded one, or the server the profile names)
// and stores the API key it issues in the keychain.
import { KEY_ROLES } from '../../../shared/schemas/enums';
import { EMBEDDED, registerWithSandbox } from '../../host';
import { CommandFailure, EXIT } from '../cli-errors';
import { printJson } from '../cli-io';
import { defineCommand } from '../command-spec';

export const sandboxRegisterCommand = defineCommand({
  words: ['sandbox', 'register'],
  usage: ['[--role read|write] [--admin-token T]'],
  description: 'register the public key with a local sandbox and store its API key',
  section: 'setup',
  options: { role: { type: 'string' }, 'admin-token': { type: 'string' } } as const,
  optionHelp: { role: 'the role of the API key to issue (default write)', 'admin-token': "T: the standalone sandbox's admin token" },
  choices: { role: KEY_ROLES },
  async run(ctx, values) {
    const role = values.role ?? 'write';
    const services = ctx.host.services();
    const { keys, profile } = services;
    if (profile.baseUrl === null) throw new CommandFailure(`No server is set for ${profile.environment}: set one with \`treasury env set-url ${profile.environment} URL\`.`, EXIT.notConfigured);
    let server: string;
    if (profile.baseUrl === EMBEDDED) {
      const sandbox = await ctx.host.embeddedSandbox();
      await sandbox.register(keys, role);
      server = 'the embedded sandbox';
    } else {
      const status = await keys.status();
      const publicKeyBase64 = status.publicKeyBase64 ?? (await keys.generate()).publicKeyBase64;
      const registered = await registerWithSandbox({ baseUrl: profile.baseUrl, publicKeyBase64, role, adminToken: values['admin-token'] });
      await keys.setApiKey(registered.apiKey, role);
      server = profile.baseUrl;
    }
    const status = await keys.status();
    if (ctx.json) return printJson(ctx.io, { environment: keys.environment, registered: true, role, server, publicKeyBase64: status.publicKeyBase64 });
    ctx.io.out(`Registered the ${keys.environment} public key with ${server} (role ${role}); its API key is in the keychain.\n`);
  },
});
