// What the window asks main once, at start, before the first render: which environment
// this is and the sync state (the first screen mounts as soon as the environment is
// known), the push events into the stores for the window's lifetime, and the sync on
// start. That sync waits until the first screen has mounted and its reads are answered
// (or 1.5 s): main serves the cached rows the person opened the window for first, then
// refreshes them. The environment's status is read again whenever the window comes back
// (a key set by `treasury` in a terminal meanwhile is not pushed).
import { isConfigured, useEnvironment } from '../stores/environment-store';
import { useSync } from '../stores/sync-store';
import { loadPaletteList } from './command-palette';
import { ipc } from '../../lib/main-connection';
import { watchWindowReturn } from '../../lib/window-return';

/** Quiet time of main's answers that counts as "the first screen is shown". */
const START_SYNC_QUIET_MS = 150;
/** The sync on start begins by then, whatever the screen is still reading. */
const START_SYNC_LATEST_MS = 1500;

let screenMounted: () => void = () => undefined;
const firstScreenMounted = new Promise<void>((resolve) => {
  screenMounted = resolve;
});

/** Called after a screen's first render committed (its reads are asked by then). */
export function noteScreenMounted(): void {
  screenMounted();
}

export function startMainProcessState(): () => void {
  const startedAt = Date.now();
  const unsubscribe = ipc().subscribe((event) => {
    useSync.getState().onEvent(event, Date.now());
    if (event.type === 'environment.changed') {
      void useEnvironment.getState().refresh();
      void useSync.getState().refresh();
    }
    if (event.type === 'sync.finished') void useEnvironment.getState().refresh();
  });
  // The top bar says so within seconds when the background process stops answering, and recovers with it.
  const unwatch = ipc().onReachability?.((reachable) => useSync.getState().noteReachable(reachable)) ?? (() => undefined);
  // An old tab of a web shell that was restarted: the shell answers, but not to this page's session.
  const unwatchSession = ipc().onSessionRefused?.(() => useSync.getState().noteSessionRefused()) ?? (() => undefined);
  const unwatchReturn = watchWindowReturn(() => void useEnvironment.getState().refresh());
  void (async () => {
    await Promise.all([useEnvironment.getState().refresh(), useSync.getState().refresh()]);
    if (!isConfigured(useEnvironment.getState().status)) return;
    const left = () => Math.max(0, START_SYNC_LATEST_MS - (Date.now() - startedAt));
    await Promise.race([firstScreenMounted, new Promise((resolve) => setTimeout(resolve, left()))]);
    await ipc().whenIdle(START_SYNC_QUIET_MS, left());
    if (!useSync.getState().running) void useSync.getState().start();
  })().finally(() => {
    // The palette's code, once the first screen is shown: Ctrl+K then opens at once.
    void loadPaletteList().catch(() => undefined);
  });
  return () => {
    unsubscribe();
    unwatch();
    unwatchSession();
    unwatchReturn();
  };
}
