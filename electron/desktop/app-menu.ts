// The application menu as plain data (main.ts hands it to Menu.buildFromTemplate): the
// platform's standard roles (app menu on macOS, Edit, View, Window) and the app's own
// commands, the palette's actions: go to each screen (Ctrl/Cmd+1..0), open the command
// palette (Ctrl/Cmd+K, left to the page, which handles the key itself), sync now, switch
// environment, open the exports folder, and the payment notifications setting (off by
// default). Reload and devtools only when unpackaged.

/** The window's screens, in the navigation's order (renderer/src/app/screens.ts; a test keeps them equal). */
export const MENU_SCREENS = [
  ['balances', 'Balances'], ['ledger', 'Ledger'], ['payments', 'Payments'], ['collections', 'Collections'], ['transfers', 'Transfers'],
  ['counterparties', 'Counterparties'], ['exports', 'Exports'], ['outbox', 'Outbox'], ['audit', 'Audit'], ['settings', 'Settings'],
] as const;

export type MenuCommand =
  | { readonly kind: 'screen'; readonly screen: string }
  | { readonly kind: 'palette' }
  | { readonly kind: 'sync' }
  | { readonly kind: 'environment'; readonly environment: 'sandbox' | 'production' }
  | { readonly kind: 'exports-folder' }
  | { readonly kind: 'notifications'; readonly on: boolean };

export interface MenuItemData {
  readonly label?: string;
  readonly role?: string;
  readonly type?: 'separator' | 'submenu' | 'checkbox';
  readonly checked?: boolean;
  readonly accelerator?: string;
  /** False: the shortcut is shown but left to the page. */
  readonly registerAccelerator?: boolean;
  readonly click?: () => void;
  readonly submenu?: readonly MenuItemData[];
}

const separator: MenuItemData = { type: 'separator' };

export function applicationMenu(options: { platform: NodeJS.Platform; packaged: boolean; notifications: boolean; run(command: MenuCommand): void }): MenuItemData[] {
  const { run } = options;
  const mac = options.platform === 'darwin';
  const go: MenuItemData = {
    label: 'Go',
    submenu: [
      ...MENU_SCREENS.map(([screen, title], index) => ({ label: title, accelerator: `CmdOrCtrl+${(index + 1) % 10}`, click: () => run({ kind: 'screen', screen }) })),
      separator,
      { label: 'Command Palette\u2026', accelerator: 'CmdOrCtrl+K', registerAccelerator: false, click: () => run({ kind: 'palette' }) },
    ],
  };
  const treasury: MenuItemData = {
    label: 'Treasury',
    submenu: [
      { label: 'Sync Now', accelerator: 'CmdOrCtrl+Shift+S', click: () => run({ kind: 'sync' }) },
      separator,
      { label: 'Switch to Sandbox', click: () => run({ kind: 'environment', environment: 'sandbox' }) },
      { label: 'Switch to Production', click: () => run({ kind: 'environment', environment: 'production' }) },
      separator,
      { label: 'Open Exports Folder', click: () => run({ kind: 'exports-folder' }) },
      separator,
      { label: 'Notify When Payments Settle, Fail or Need Action', type: 'checkbox', checked: options.notifications, click: () => run({ kind: 'notifications', on: !options.notifications }) },
    ],
  };
  const view: MenuItemData = {
    label: 'View',
    submenu: [
      ...(options.packaged ? [] : [{ role: 'reload' }, { role: 'toggleDevTools' }, separator]),
      { role: 'resetZoom' }, { role: 'zoomIn' }, { role: 'zoomOut' }, separator, { role: 'togglefullscreen' },
    ],
  };
  return [
    ...(mac ? [{ role: 'appMenu' }] : []),
    mac ? { role: 'fileMenu' } : { label: 'File', submenu: [{ role: 'quit' }] },
    { role: 'editMenu' },
    view,
    go,
    treasury,
    { role: 'windowMenu' },
  ];
}

/** The taskbar / dock progress a push event implies: a fraction, -1 to clear it, or null for no change. */
export function taskbarProgress(event: { type: string; rangesDone?: number | null; rangesTotal?: number | null; rowsWritten?: number; rowsTotal?: number | null }): number | null {
  if (event.type === 'sync.progress' && typeof event.rangesTotal === 'number' && event.rangesTotal > 0 && typeof event.rangesDone === 'number') return Math.min(1, event.rangesDone / event.rangesTotal);
  if (event.type === 'export.progress' && typeof event.rowsTotal === 'number' && event.rowsTotal > 0 && typeof event.rowsWritten === 'number') {
    return event.rowsWritten >= event.rowsTotal ? -1 : event.rowsWritten / event.rowsTotal;
  }
  if (event.type === 'sync.finished') return -1;
  return null;
}
