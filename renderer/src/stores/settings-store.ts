// What the Settings screen's setup steps last produced, for the environment each was
// made in: the key just generated or imported (public half and what to do next) and the
// last connection test. Secrets never pass through here. The environments' cards are a
// query (queries/environment-queries.ts); the steps' calls are screens/settings/use-settings-actions.ts.
import { create } from 'zustand';
import type { Envelope } from '../../../shared/ipc';
import type { IpcOutput } from '../../lib/ipc-client';
import type { Environment } from './environment-store';

export type StoredKey = IpcOutput<'keys.generate'>;
export type ConnectionResult = Envelope<IpcOutput<'connection.test'>>;

interface SettingsState {
  storedKey: StoredKey | null;
  connection: { environment: Environment; result: ConnectionResult } | null;
  testing: boolean;
  set(change: Partial<Pick<SettingsState, 'storedKey' | 'connection' | 'testing'>>): void;
}

export const useSettings = create<SettingsState>((set) => ({
  storedKey: null,
  connection: null,
  testing: false,
  set: (change) => set(change),
}));
