// The host: builds the services of one environment for the Electron main process, the
// web shell and the CLI.
export { createAppHost, type AppHost } from './app-host';
export { createEnvironmentServices, NotConfiguredError, ServerChangedElsewhereError, type ChangedElsewhere, type EnvironmentServices } from './environment-services';
export type { HostDependencies } from './host-dependencies';
export { environmentDirectory, type DataDirectory } from './data-directory';
export { checkProfileUrl, EMBEDDED, loadProfiles, ProfileError, saveProfileUrl, type EnvironmentProfile } from './environment-profiles';
export { registerWithSandbox, SandboxRegistrationError } from './sandbox-registration';
export { EMBEDDED_SANDBOX_TIME_SCALE, startEmbeddedSandbox, type EmbeddedSandbox } from './embedded-sandbox';
export { defaultDataDirectory, PRODUCT_NAME } from './default-data-directory';
// Data directory, damaged files and the cache rebuild (AppHost.rebuildCache), for the CLI's messages and exit codes.
export { DataDirectoryError, ensureDataDirectory, type DataDirectoryErrorCode } from '../sqlite/data-directory-folders';
export { isSqliteDamage, sqliteDamage } from '../sqlite/sqlite-damage';
export { rebuildCache, type RebuiltCache } from '../cache/open-cache';
export { moveOutboxToServer, refuseKeyChangeInUse } from './credential-change-guard';
export { dataDirectoryKeychain, type DataDirectoryKeychain, type DataDirectoryKeychainOptions } from './data-directory-keychain';
export { dataDirectoryIdentity, DataDirectoryIdError, type DataDirectoryIdentity } from './data-directory-id';
export { journalServer } from './journal-server';
