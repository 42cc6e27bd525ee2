// The main window's options and the page it loads, as plain data (tested under plain
// Node; main.ts passes them to BrowserWindow): an isolated, sandboxed renderer with no Node,
// no <webview>, no insecure content, devtools only when the app is not packaged, and its
// own persistent session partition (its storage and permissions apart from any other).
// Pages come from app:// (never file://); a development server only when unpackaged, and
// only on loopback.
import { APP_ORIGIN } from './ipc-channels';

export const APP_PARTITION = 'persist:treasury';

export interface WindowBounds {
  readonly x?: number;
  readonly y?: number;
  readonly width: number;
  readonly height: number;
}

export const DEFAULT_BOUNDS: WindowBounds = { width: 1440, height: 900 };

export function mainWindowOptions(options: { preload: string; packaged: boolean; title: string; bounds?: WindowBounds }) {
  const bounds = options.bounds ?? DEFAULT_BOUNDS;
  return {
    ...bounds,
    minWidth: 960,
    minHeight: 600,
    title: options.title,
    show: false,
    backgroundColor: '#ffffff',
    webPreferences: {
      preload: options.preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      devTools: !options.packaged,
      partition: APP_PARTITION,
    },
  };
}

/** The first page: app://treasury/index.html, or a loopback development server when unpackaged (else ignored). */
export function startPageUrl(packaged: boolean, devServerUrl: string | undefined): string {
  if (!packaged && devServerUrl !== undefined) {
    try {
      const url = new URL(devServerUrl);
      if (url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost')) return url.href;
    } catch {
      // Not a URL: the built pages.
    }
  }
  return `${APP_ORIGIN}/index.html`;
}
