// The desktop shell's decisions, under plain Node: which links may leave the window, the
// first page (a dev server only unpackaged and on loopback), the window options, navigation
// locked whatever way Electron names the URL, the single-instance lock, and the window
// state kept on a visible display.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCREENS } from '../../../renderer/lib/screen-list';
import {
  claimSingleInstance, MENU_SCREENS, paymentNotification, taskbarProgress, DESKTOP_STATE_FILE, DEFAULT_EXTERNAL_LINK_HOSTS, externalLinkHosts, isAllowedExternalUrl, packagedExternalLinkHosts, readPackagedExternalLinkHosts, lockNavigation, mainWindowOptions, readDesktopState, startPageUrl,
  visibleBounds, writeDesktopState, type GuardedContents,
} from '../../../electron/desktop';

describe('external links', () => {
  it('the built-in allowlist is empty: with nothing configured, every https URL is refused', () => {
    expect(DEFAULT_EXTERNAL_LINK_HOSTS).toEqual([]);
    const none = externalLinkHosts({}, packagedExternalLinkHosts(JSON.stringify({ name: 'treasury' })));
    expect(none.size).toBe(0);
    for (const url of ['https://docs.payments.example/guides/keys', 'https://dashboard.payments.example/', 'https://github.com/', 'https://example.com/']) {
      expect(isAllowedExternalUrl(url, none), url).toBe(false);
    }
  });

  const hosts = externalLinkHosts(
    { TREASURY_EXTERNAL_LINK_HOSTS: ' status.provider.example, bad host, localhost ' },
    packagedExternalLinkHosts(JSON.stringify({ treasury: { externalLinkHosts: ['Docs.Provider.Example', 'dashboard.provider.example', 'provider.example:8443', 7] } })),
  );
  it('takes the packaged hosts and the environment variable, dropping what is not a plain DNS name', () => {
    expect([...hosts].sort()).toEqual(['dashboard.provider.example', 'docs.provider.example', 'status.provider.example']);
  });
  it.each([
    ['https://docs.provider.example/guides/keys', true],
    ['https://DASHBOARD.provider.example/', true],
    ['https://status.provider.example/', true],
    ['https://docs.payments.example/', false],
    ['http://docs.provider.example/', false],
    ['https://docs.provider.example.evil.example/', false],
    ['https://user:pass@docs.provider.example/', false],
    ['https://docs.provider.example:8443/', false],
    ['https://localhost/', false],
    ['javascript:alert(1)', false],
    ['file:///etc/passwd', false],
    ['not a url', false],
  ])('%s: %s', (url, allowed) => {
    expect(isAllowedExternalUrl(url, hosts)).toBe(allowed);
  });

  it("reads package.json's treasury.externalLinkHosts as a list or a comma-separated string, and nothing from a missing or broken file", () => {
    expect(packagedExternalLinkHosts(JSON.stringify({ treasury: { externalLinkHosts: 'a.example, b.example' } }))).toEqual(['a.example', 'b.example']);
    expect(packagedExternalLinkHosts(JSON.stringify({ treasury: { externalLinkHosts: [] } }))).toEqual([]);
    expect(packagedExternalLinkHosts(JSON.stringify({ treasury: 'docs.provider.example' }))).toEqual([]);
    expect(packagedExternalLinkHosts('{ not json')).toEqual([]);
    expect(packagedExternalLinkHosts(undefined)).toEqual([]);
    const dir = mkdtempSync(path.join(tmpdir(), 'treasury-links-'));
    try {
      expect(readPackagedExternalLinkHosts(dir)).toEqual([]);
      writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ main: 'dist/electron/main.cjs', treasury: { externalLinkHosts: ['docs.provider.example'] } }));
      expect(readPackagedExternalLinkHosts(dir)).toEqual(['docs.provider.example']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the first page and the window options', () => {
  it('app:// unless unpackaged with a loopback dev server', () => {
    expect(startPageUrl(true, 'http://127.0.0.1:5173/')).toBe('app://treasury/index.html');
    expect(startPageUrl(false, 'http://127.0.0.1:5173/')).toBe('http://127.0.0.1:5173/');
    expect(startPageUrl(false, 'http://evil.example:5173/')).toBe('app://treasury/index.html');
    expect(startPageUrl(false, 'file:///tmp/index.html')).toBe('app://treasury/index.html');
    expect(startPageUrl(false, undefined)).toBe('app://treasury/index.html');
  });

  it('devtools only unpackaged; isolation, sandbox, no node, no webview, own partition always', () => {
    for (const packaged of [true, false]) {
      const options = mainWindowOptions({ preload: '/p.cjs', packaged, title: 'T' });
      expect(options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, nodeIntegrationInSubFrames: false, webviewTag: false, webSecurity: true, devTools: !packaged, partition: 'persist:treasury' });
    }
  });
});

describe('navigation locked', () => {
  function contents() {
    const listeners = new Map<string, (event: { preventDefault(): void; url?: string }, ...args: unknown[]) => void>();
    let openHandler: ((details: { url: string }) => { action: 'deny' }) | undefined;
    const target: GuardedContents = {
      on: (event, listener) => listeners.set(event, listener),
      setWindowOpenHandler: (handler) => {
        openHandler = handler;
      },
    };
    return { target, listeners, open: (url: string) => openHandler!({ url }) };
  }

  it('reads the URL from the argument or from event.url (will-frame-navigate), and denies what is not the app', () => {
    const c = contents();
    const openExternal = vi.fn();
    lockNavigation(c.target, { pageOrigin: 'app://treasury', externalHosts: new Set(['docs.provider.example']), openExternal });
    const byEvent = { preventDefault: vi.fn(), url: 'https://evil.example/' };
    c.listeners.get('will-frame-navigate')!(byEvent);
    expect(byEvent.preventDefault).toHaveBeenCalledOnce();
    const noUrl = { preventDefault: vi.fn() };
    c.listeners.get('will-redirect')!(noUrl);
    expect(noUrl.preventDefault).toHaveBeenCalledOnce();
    const own = { preventDefault: vi.fn(), url: 'app://treasury/index.html' };
    c.listeners.get('will-frame-navigate')!(own);
    expect(own.preventDefault).not.toHaveBeenCalled();
    expect(c.open('https://docs.provider.example/x')).toEqual({ action: 'deny' });
    expect(c.open('app://treasury/index.html')).toEqual({ action: 'deny' });
    expect(openExternal.mock.calls).toEqual([['https://docs.provider.example/x']]);
  });
});

describe('one instance', () => {
  it('a second launch quits at once; the first focuses its window when another starts', () => {
    const second = { requestSingleInstanceLock: () => false, on: vi.fn(), quit: vi.fn() };
    expect(claimSingleInstance(second, () => undefined)).toBe(false);
    expect(second.quit).toHaveBeenCalledOnce();
    const listeners: Array<() => void> = [];
    const first = { requestSingleInstanceLock: () => true, on: (_event: 'second-instance', listener: () => void) => listeners.push(listener), quit: vi.fn() };
    const focus = vi.fn();
    expect(claimSingleInstance(first, focus)).toBe(true);
    listeners.forEach((listener) => listener());
    expect(focus).toHaveBeenCalledOnce();
    expect(first.quit).not.toHaveBeenCalled();
  });
});

describe('window state', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });

  it('remembers the environment and bounds; a damaged file reads as the defaults', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'treasury-desktop-state-'));
    expect(readDesktopState(dir)).toEqual({ environment: 'sandbox' });
    writeDesktopState(dir, { environment: 'production', bounds: { x: 5, y: 6, width: 1000, height: 700 } });
    expect(readDesktopState(dir)).toEqual({ environment: 'production', bounds: { x: 5, y: 6, width: 1000, height: 700 } });
    writeFileSync(path.join(dir, DESKTOP_STATE_FILE), '{"environment":"staging","bounds":{"x":"1"}}');
    expect(readDesktopState(dir)).toEqual({ environment: 'sandbox' });
  });

  it('puts the window back only on a display that is connected now', () => {
    const displays = [{ x: 0, y: 0, width: 1920, height: 1080 }];
    expect(visibleBounds({ x: 100, y: 100, width: 1200, height: 800 }, displays)).toEqual({ x: 100, y: 100, width: 1200, height: 800 });
    // Left on a second monitor that is gone: the size is kept (capped), the place is not.
    expect(visibleBounds({ x: 2500, y: 100, width: 2400, height: 800 }, displays)).toEqual({ width: 1920, height: 800 });
    expect(visibleBounds(undefined, displays)).toEqual({ width: 1440, height: 900 });
  });
});

describe('the menu and the taskbar', () => {
  it('lists the window\'s screens as the navigation does', () => {
    expect(MENU_SCREENS.map(([id, title]) => ({ id, title }))).toEqual(SCREENS.map(({ id, title }) => ({ id, title })));
  });

  it('shows a sync\'s and an export\'s progress and clears it at the end', () => {
    expect(taskbarProgress({ type: 'sync.progress', rangesDone: 3, rangesTotal: 12 })).toBe(0.25);
    expect(taskbarProgress({ type: 'sync.progress', rangesDone: null, rangesTotal: null })).toBeNull();
    expect(taskbarProgress({ type: 'sync.finished' })).toBe(-1);
    expect(taskbarProgress({ type: 'export.progress', rowsWritten: 500, rowsTotal: 1000 })).toBe(0.5);
    expect(taskbarProgress({ type: 'export.progress', rowsWritten: 1000, rowsTotal: 1000 })).toBe(-1);
    expect(taskbarProgress({ type: 'connection.changed' })).toBeNull();
  });
});

describe('payment notifications', () => {
  const change = (status: string, extra: Record<string, unknown> = {}) => ({ type: 'status.changed', kind: 'payment', id: 'pmt_1', status, known: true, terminal: ['completed', 'failed', 'returned', 'reversed', 'canceled', 'refunded'].includes(status), requiresActionReason: null, ...extra });
  it('a payment that settles, fails or needs action; nothing else, and never an unknown status as settled', () => {
    expect(paymentNotification(change('completed'))).toEqual({ title: 'Payment settled', body: 'Payment pmt_1 is completed.' });
    expect(paymentNotification(change('failed'))?.title).toBe('Payment did not go through');
    expect(paymentNotification(change('returned'))?.title).toBe('Payment did not go through');
    expect(paymentNotification(change('requires_action', { requiresActionReason: 'verify_beneficiary' }))?.title).toBe('A payment needs your action');
    expect(paymentNotification(change('processing'))).toBeNull();
    expect(paymentNotification(change('completed', { known: false }))).toBeNull();
    expect(paymentNotification(change('completed', { kind: 'collection' }))).toBeNull();
    expect(JSON.stringify(paymentNotification(change('completed')))).not.toMatch(/[0-9]{3,}\.[0-9]{2}/);
  });
});
