// The `treasury` process (the same wiring as electron/cli/treasury.ts: quiet EPIPE,
// Ctrl-C) with the keychain entries of a test run (TREASURY_TEST_KEYCHAIN_PREFIX), for
// tests that need a real child process and signals.
import { runAsProcess } from '../../../electron/cli/process-wiring';
import { keychainSecretStore } from '../../../electron/secrets';

const prefix = process.env['TREASURY_TEST_KEYCHAIN_PREFIX'];
if (prefix === undefined || prefix === '') throw new Error('TREASURY_TEST_KEYCHAIN_PREFIX is required');
await runAsProcess(process.argv.slice(2), { secretStoreFor: (environment) => keychainSecretStore(environment, { serviceNamePrefix: prefix }) });
