// Copies the secrets of one environment from one keychain service to another: how a data
// directory takes over, once, the keys that every data directory used to share
// (`treasury-desktop:<environment>`) into its own service. Only names the destination does
// not hold yet are copied, so a copy interrupted half-way is finished by the next one and
// never overwrites a key the destination has. Each copy is read back and compared before it
// counts. The source is never changed: other data directories may still need its entries.
import type { SecretName, SecretStore } from './secret-store';
import { SECRET_NAMES } from './secret-store';
import { KeychainFailureError } from './secrets-errors';

/** The names copied (empty when the source held nothing the destination lacks). */
export async function copyMissingSecrets(from: SecretStore, to: SecretStore): Promise<SecretName[]> {
  const copied: SecretName[] = [];
  for (const name of SECRET_NAMES) {
    const value = await from.get(name);
    if (value === null || (await to.get(name)) !== null) continue;
    await to.set(name, value);
    if ((await to.get(name)) !== value) throw new KeychainFailureError('write');
    copied.push(name);
  }
  return copied;
}
