// A list screen's "New …" write (Payments, Transfers, Collections): the button in its
// header, its palette command and whether its panel is open, all behind the environment's
// gate (write-start.tsx). Each screen still says its own panel, with its own props.
import { useCallback, useState, type ReactNode } from 'react';
import type { PaletteAction } from '../../stores/palette-actions-store';
import { SCREEN_ACTION_CATALOG, type CatalogActionId } from '../../stores/screen-action-catalog';
import { useWriteStart, writePaletteAction, WriteStartButton } from './write-start';

export interface NewWrite {
  /** The header's "New …" button (or "New …: set up production first"). */
  readonly button: ReactNode;
  /** The screen's palette command with the catalog's words. */
  readonly paletteAction: PaletteAction;
  /** What the screen's palette registration depends on (the gate's state). */
  readonly paletteDeps: readonly unknown[];
  /** How often the write was asked for while open (a new request over an outcome starts a fresh form); null: its panel is closed (always where the environment cannot send). */
  readonly started: number | null;
  close(): void;
}

export function useNewWrite(id: CatalogActionId): NewWrite {
  const start = useWriteStart();
  const label = SCREEN_ACTION_CATALOG.find((action) => action.id === id)?.label ?? id;
  // How often one was asked for (null: closed).
  const [creating, setCreating] = useState<number | null>(null);
  const begin = useCallback(() => setCreating((count) => (count ?? 0) + 1), []);
  const close = useCallback(() => setCreating(null), []);
  return {
    button: <WriteStartButton label={label} className="primary" start={start} onStart={begin} open={creating !== null} />,
    paletteAction: writePaletteAction(id, start, begin),
    paletteDeps: [start.ready, start.setUpWords],
    started: start.ready ? creating : null,
    close,
  };
}
