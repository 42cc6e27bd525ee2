// Helpers for the keychain integration tests: they run only inside the throwaway keyring
// of test/support/with-keyring.sh, under a service-name prefix unique to the run.
import { randomUUID } from 'node:crypto';
import { findCredentialsAsync } from '@napi-rs/keyring';
import { ENVIRONMENTS } from '../../../shared/schemas/enums';
import { SECRET_NAMES, keychainSecretStore } from '../../../electron/secrets';

/** Refuses to run against a developer's own keychain. */
export function requireThrowawayKeyring(): void {
  if (process.env.TREASURY_KEYRING_SESSION !== '1') {
    throw new Error('The keychain integration tests run inside a throwaway keyring: test/support/with-keyring.sh npx vitest run test/integration/secrets');
  }
}

/** A keychain service-name prefix that no other run or test uses. */
export function uniqueServicePrefix(label: string): string {
  return `treasury-test-${label}-${process.pid}-${randomUUID().slice(0, 8)}`;
}

/** Removes every entry this app could have written under `prefix`, in both environments. */
export async function deleteAllEntries(prefix: string): Promise<void> {
  for (const environment of ENVIRONMENTS) {
    const store = keychainSecretStore(environment, { serviceNamePrefix: prefix });
    for (const name of SECRET_NAMES) await store.delete(name);
  }
}

/** The account names stored under one keychain service (read straight from the keychain). */
export async function accountsOf(serviceName: string): Promise<string[]> {
  return (await findCredentialsAsync(serviceName)).map((c) => c.account).sort();
}
