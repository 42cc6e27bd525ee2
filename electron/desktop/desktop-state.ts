// What the desktop app remembers between runs, in <dataDir>/desktop-state.json: the
// environment last used (the data process starts on it) and the window's size and
// position, put back only where it is on a display that is connected now (else centred at
// its size, or the default). Plain data and node:fs, tested under plain Node.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ENVIRONMENTS, type Environment } from '../../shared/schemas/enums';
import { DEFAULT_BOUNDS, type WindowBounds } from './window-options';

export const DESKTOP_STATE_FILE = 'desktop-state.json';

export interface DesktopState {
  readonly environment: Environment;
  readonly bounds?: WindowBounds;
  /** OS notifications for payments (payment-notifications.ts); off unless turned on. */
  readonly notifications?: boolean;
}

interface Area {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

export function readDesktopState(dataDir: string): DesktopState {
  try {
    const raw = JSON.parse(readFileSync(path.join(dataDir, DESKTOP_STATE_FILE), 'utf8')) as { environment?: unknown; notifications?: unknown; bounds?: Partial<Record<keyof WindowBounds, unknown>> };
    const environment = ENVIRONMENTS.find((e) => e === raw.environment) ?? 'sandbox';
    const notifications = raw.notifications === true ? { notifications: true } : {};
    const b = raw.bounds;
    if (b !== undefined && isCount(b.x) && isCount(b.y) && isCount(b.width) && isCount(b.height) && b.width > 0 && b.height > 0) {
      return { environment, ...notifications, bounds: { x: b.x, y: b.y, width: b.width, height: b.height } };
    }
    return { environment, ...notifications };
  } catch {
    return { environment: 'sandbox' };
  }
}

export function writeDesktopState(dataDir: string, state: DesktopState): void {
  const file = path.join(dataDir, DESKTOP_STATE_FILE);
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
  renameSync(temp, file);
}

/** The bounds to open with: the saved ones when at least 100x50 px of the title area is on a display now, else the saved size (capped to the first display), else the default. */
export function visibleBounds(saved: WindowBounds | undefined, displays: readonly Area[]): WindowBounds {
  if (saved === undefined || saved.x === undefined || saved.y === undefined) return saved ?? DEFAULT_BOUNDS;
  const { x, y } = saved;
  const onScreen = displays.some((d) => Math.min(x + saved.width, d.x + d.width) - Math.max(x, d.x) >= 100 && Math.min(y + 50, d.y + d.height) - Math.max(y, d.y) >= 50);
  if (onScreen) return saved;
  const first = displays[0];
  if (first === undefined) return DEFAULT_BOUNDS;
  return { width: Math.min(saved.width, first.width), height: Math.min(saved.height, first.height) };
}
