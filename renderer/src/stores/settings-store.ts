// The Settings screen's data: both environments side by side (server, keys' presence and
// PUBLIC key, last sync) and the results of the setup steps. Secrets only pass through:
// `importKey` and `setApiKey` take the secret as an argument and hand it to main in the
// same call; nothing here stores it. Each step's action answers the envelope, so its
// form can tie main's message to the field.
import { create } from 'zustand';
import type { Envelope } from '../../../shared/ipc';
import type { IpcOutput, PlainError } from '../../lib/ipc-client';
import { plainErrorOf, unwrap } from '../../lib/ipc-client';
import { ipc } from '../../lib/main-connection';
import { useEnvironment, type Environment, type EnvironmentStatus } from './environment-store';
import { useSync } from './sync-store';

export type StoredKey = IpcOutput<'keys.generate'>;
export type ConnectionResult = Envelope<IpcOutput<'connection.test'>>;

interface SettingsState {
  /** Both environments (`environment.statusOf`: read without switching). */
  cards: Record<Environment, EnvironmentStatus> | null;
  loading: boolean;
  error: PlainError | null;
  /** The key just generated or imported (public half and what to do next), for the environment it was made in. */
  storedKey: StoredKey | null;
  /** The last connection test, for the environment it ran in. */
  connection: { environment: Environment; result: ConnectionResult } | null;
  testing: boolean;
  load(): Promise<void>;
  setBaseUrl(environment: Environment, baseUrl: string | null): Promise<Envelope<IpcOutput<'environment.setBaseUrl'>>>;
  generateKey(replace: boolean): Promise<Envelope<StoredKey>>;
  importKey(privateKey: string, replace: boolean): Promise<Envelope<IpcOutput<'keys.import'>>>;
  setApiKey(apiKey: string, role: 'read' | 'write'): Promise<Envelope<IpcOutput<'keys.setApiKey'>>>;
  testConnection(): Promise<ConnectionResult>;
}

/** After a change: this screen's cards, the frame's environment (badge, "not set up") and sync state. */
async function refreshAll(load: () => Promise<void>): Promise<void> {
  await Promise.all([load(), useEnvironment.getState().refresh(), useSync.getState().refresh()]);
}

export const useSettings = create<SettingsState>((set, get) => ({
  cards: null,
  loading: false,
  error: null,
  storedKey: null,
  connection: null,
  testing: false,
  async load() {
    set({ loading: true });
    try {
      const [sandbox, production] = await Promise.all([
        ipc().call('environment.statusOf', { environment: 'sandbox' }),
        ipc().call('environment.statusOf', { environment: 'production' }),
      ]);
      set({ cards: { sandbox: unwrap(sandbox), production: unwrap(production) }, error: null });
    } catch (error) {
      set({ error: plainErrorOf(error) });
    } finally {
      set({ loading: false });
    }
  },
  async setBaseUrl(environment, baseUrl) {
    const result = await ipc().call('environment.setBaseUrl', { environment, baseUrl });
    if (result.ok) {
      if (get().connection?.environment === environment) set({ connection: null }); // it tested the previous server
      await refreshAll(get().load);
    }
    return result;
  },
  async generateKey(replace) {
    const result = await ipc().call('keys.generate', replace ? { replace: true } : {});
    if (result.ok) set({ storedKey: result.value, connection: null });
    await refreshAll(get().load);
    return result;
  },
  async importKey(privateKey, replace) {
    const result = await ipc().call('keys.import', replace ? { privateKey, replace: true } : { privateKey });
    if (result.ok) set({ storedKey: result.value, connection: null });
    await refreshAll(get().load);
    return result;
  },
  async setApiKey(apiKey, role) {
    const result = await ipc().call('keys.setApiKey', { apiKey, role });
    if (result.ok) set({ connection: null });
    await refreshAll(get().load);
    return result;
  },
  async testConnection() {
    set({ testing: true });
    const environment = useEnvironment.getState().status?.environment ?? 'sandbox';
    const result = await ipc().call('connection.test', {});
    set({ testing: false, connection: { environment, result } });
    useSync.getState().noteConnectionTest(result.ok ? null : result.error);
    if (result.ok) void useSync.getState().refresh();
    return result;
  },
}));
