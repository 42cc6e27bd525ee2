// What electron/main.ts and electron/preload.ts need, runnable under plain Node.
export { answerAppRequest, type AppProtocolAnswer } from './app-protocol';
export { connectDispatcherToElectron, isAppFrame, isTrustedSender, type ElectronIpcMain } from './ipc-bridge';
export { DEFAULT_EXTERNAL_LINK_HOSTS, externalLinkHosts, isAllowedExternalUrl, packagedExternalLinkHosts, readPackagedExternalLinkHosts } from './external-links';
export { isOwnPage, lockNavigation, type GuardedContents, type NavigationPolicy } from './navigation-guards';
export { denyAllPermissions, type GuardedSession } from './session-guards';
export { claimSingleInstance, type LockingApp } from './single-instance';
export { APP_PARTITION, DEFAULT_BOUNDS, mainWindowOptions, startPageUrl, type WindowBounds } from './window-options';
export { APP_HOST, APP_ORIGIN, APP_SCHEME, IPC_CALL_CHANNEL, IPC_EVENT_CHANNEL } from './ipc-channels';
export { DESKTOP_STATE_FILE, readDesktopState, visibleBounds, writeDesktopState, type DesktopState } from './desktop-state';
export { unpackedPath } from './packaged-paths';
export { applicationMenu, MENU_SCREENS, taskbarProgress, type MenuCommand, type MenuItemData } from './app-menu';
export { paymentNotification, type StatusChange } from './payment-notifications';
