// The Settings steps' calls: each answers its envelope, so its form can tie main's
// message to the field. After a change: both environments' cards, the frame's environment
// (badge, "not set up") and the sync state are read again. Secrets only pass through: a
// key is an argument handed to main in the same call, kept nowhere.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Envelope } from '../../../../shared/ipc';
import type { IpcOutput } from '../../../lib/ipc-client';
import { ipc } from '../../../lib/main-connection';
import { methodKey } from '../../queries/ipc-queries';
import { useEnvironment, type Environment } from '../../stores/environment-store';
import { useSettings, type ConnectionResult, type StoredKey } from '../../stores/settings-store';
import { useSync } from '../../stores/sync-store';

export interface SettingsActions {
  setBaseUrl(environment: Environment, baseUrl: string | null): Promise<Envelope<IpcOutput<'environment.setBaseUrl'>>>;
  generateKey(replace: boolean): Promise<Envelope<StoredKey>>;
  importKey(privateKey: string, replace: boolean): Promise<Envelope<IpcOutput<'keys.import'>>>;
  setApiKey(apiKey: string, role: 'read' | 'write'): Promise<Envelope<IpcOutput<'keys.setApiKey'>>>;
  testConnection(): Promise<ConnectionResult>;
}

export function useSettingsActions(): SettingsActions {
  const client = useQueryClient();
  return useMemo(() => {
    const settings = () => useSettings.getState();
    const refreshAll = async () => {
      await Promise.all([client.invalidateQueries({ queryKey: methodKey('environment.statusOf') }), useEnvironment.getState().refresh(), useSync.getState().refresh()]);
    };
    return {
      async setBaseUrl(environment, baseUrl) {
        const result = await ipc().call('environment.setBaseUrl', { environment, baseUrl });
        if (result.ok) {
          if (settings().connection?.environment === environment) settings().set({ connection: null }); // it tested the previous server
          // The top bar forgets the previous server's state (an "Offline" of an unreachable one) at once.
          if (result.value.current) useSync.getState().noteServerChanged();
          await refreshAll();
        }
        return result;
      },
      async generateKey(replace) {
        const result = await ipc().call('keys.generate', replace ? { replace: true } : {});
        if (result.ok) settings().set({ storedKey: result.value, connection: null });
        await refreshAll();
        return result;
      },
      async importKey(privateKey, replace) {
        const result = await ipc().call('keys.import', replace ? { privateKey, replace: true } : { privateKey });
        if (result.ok) settings().set({ storedKey: result.value, connection: null });
        await refreshAll();
        return result;
      },
      async setApiKey(apiKey, role) {
        const result = await ipc().call('keys.setApiKey', { apiKey, role });
        if (result.ok) settings().set({ connection: null });
        await refreshAll();
        return result;
      },
      async testConnection() {
        settings().set({ testing: true });
        const environment = useEnvironment.getState().status?.environment ?? 'sandbox';
        const result = await ipc().call('connection.test', {});
        settings().set({ testing: false, connection: { environment, result } });
        useSync.getState().noteConnectionTest(result.ok ? null : result.error);
        if (result.ok) void useSync.getState().refresh();
        return result;
      },
    } satisfies SettingsActions;
  }, [client]);
}
