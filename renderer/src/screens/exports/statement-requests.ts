// The Statement section's calls to main: the preview of the proved figures once the
// choices rest for a moment (a preview reads the whole period, so typing a time zone does
// not ask at every key), read again after each sync like every cached answer (a query:
// queries/push-invalidation.ts), the export, and the progress of the running statement
// export (`export.progress` events of kind "statement").
import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StatementRequest } from '../../../../shared/ipc';
import type { IpcInput, IpcOutput, IpcResult, PlainError } from '../../../lib/ipc-client';
import { plainErrorOf } from '../../../lib/ipc-client';
import { ipc } from '../../../lib/main-connection';
import { ipcQuery } from '../../queries/ipc-queries';

/** How long the choices must rest before the preview is asked for. */
const PREVIEW_AFTER_MS = 300;

export type StatementPreview = IpcOutput<'statements.preview'>;
export type StatementWritten = IpcOutput<'statements.export'>;

export type PreviewState = { state: 'idle' } | { state: 'loading' } | { state: 'ready'; preview: StatementPreview } | { state: 'refused'; error: PlainError };

/** `request` once it has not changed for PREVIEW_AFTER_MS (compared by value). */
function useRestingRequest(request: StatementRequest | null): StatementRequest | null {
  const key = request === null ? null : JSON.stringify(request);
  const [resting, setResting] = useState<string | null>(key);
  useEffect(() => {
    const timer = setTimeout(() => setResting(key), PREVIEW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return resting === null || resting !== key ? null : (JSON.parse(resting) as StatementRequest);
}

/** The preview of `request` (null: nothing to preview yet), asked again when it changes and after each sync. */
export function useStatementPreview(request: StatementRequest | null): PreviewState {
  const resting = useRestingRequest(request);
  const query = useQuery({
    ...ipcQuery('statements.preview', resting ?? ({} as StatementRequest)),
    enabled: resting !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
  if (request === null) return { state: 'idle' };
  if (resting === null || query.isPending || query.isPlaceholderData) return { state: 'loading' };
  if (query.isError) return { state: 'refused', error: plainErrorOf(query.error) };
  return { state: 'ready', preview: query.data };
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

export async function writeStatement(input: IpcInput<'statements.export'>): Promise<IpcResult<'statements.export'>> {
  return ipc().call('statements.export', input);
}
