// One Treasury at a time: two processes must never send from one data directory. The
// first launch holds Electron's single-instance lock; a second one quits at once and the
// first brings its window forward. Written against the app's few methods, tested under plain Node.

export interface LockingApp {
  requestSingleInstanceLock(): boolean;
  on(event: 'second-instance', listener: () => void): unknown;
  quit(): void;
}

/** True when this process is the one instance; otherwise it is quitting. */
export function claimSingleInstance(app: LockingApp, focusFirstWindow: () => void): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', focusFirstWindow);
  return true;
}
