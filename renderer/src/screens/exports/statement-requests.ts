// The Statement section's calls to main: the preview of the proved figures once the
// choices rest for a moment and after each sync (the latest answer wins; a preview reads
// the whole period, so typing a time zone does not ask at every key), the export, and the
// progress of the running statement export (`export.progress` events of kind "statement").
import { useEffect, useState } from 'react';
import type { IpcInput, IpcOutput, PlainError } from '../../../lib/ipc-client';
import { ipc } from '../../app/main-connection';
import { useSync } from '../../stores/sync-store';

/** How long the choices must rest before the preview is asked for. */
const PREVIEW_AFTER_MS = 300;

export type StatementRequest = IpcInput<'statements.preview'>;
export type StatementPreview = IpcOutput<'statements.preview'>;
export type StatementWritten = IpcOutput<'statements.export'>;

export type PreviewState = { state: 'idle' } | { state: 'loading' } | { state: 'ready'; preview: StatementPreview } | { state: 'refused'; error: PlainError };

/** The preview of `request` (null: nothing to preview yet), asked again when it changes. */
export function useStatementPreview(request: StatementRequest | null): PreviewState {
  const [result, setResult] = useState<PreviewState>({ state: 'idle' });
  const key = request === null ? null : JSON.stringify(request);
  const finishedSyncs = useSync((state) => state.finishedSyncs);
  useEffect(() => {
    if (key === null) {
      setResult({ state: 'idle' });
      return;
    }
    let current = true;
    setResult({ state: 'loading' });
    const timer = setTimeout(() => {
      void ipc()
        .call('statements.preview', JSON.parse(key) as StatementRequest)
        .then((answer) => {
          if (current) setResult(answer.ok ? { state: 'ready', preview: answer.value } : { state: 'refused', error: answer.error });
        });
    }, PREVIEW_AFTER_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, finishedSyncs]);
  return result;
}

export interface StatementProgress {
  readonly written: number;
  readonly total: number | null;
}

/** Entries written so far by the running statement export, or null when none runs. */
export function useStatementProgress(running: boolean): StatementProgress | null {
  const [progress, setProgress] = useState<StatementProgress | null>(null);
  useEffect(() => {
    if (!running) {
      setProgress(null);
      return;
    }
    return ipc().subscribe((event) => {
      if (event.type === 'export.progress' && event.kind === 'statement') setProgress({ written: event.rowsWritten, total: event.rowsTotal });
    });
  }, [running]);
  return progress;
}

export async function writeStatement(input: IpcInput<'statements.export'>): Promise<{ ok: true; value: StatementWritten } | { ok: false; error: PlainError }> {
  return ipc().call('statements.export', input);
}
