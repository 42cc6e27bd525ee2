// The active environment (sandbox or production), its server and keys as main reports
// them (public half only), and switching. Every screen reads `environment` for the badge
// and the production frame.
import { create } from 'zustand';
import type { IpcOutput, PlainError } from '../../lib/ipc-client';
import { plainErrorOf, unwrap } from '../../lib/ipc-client';
import { ipc } from '../../lib/main-connection';

export type EnvironmentStatus = IpcOutput<'environment.status'>;
export type Environment = EnvironmentStatus['environment'];

interface EnvironmentState {
  status: EnvironmentStatus | null;
  loading: boolean;
  switching: boolean;
  error: PlainError | null;
  refresh(): Promise<void>;
  switchTo(environment: Environment): Promise<boolean>;
}

export const useEnvironment = create<EnvironmentState>((set, get) => ({
  status: null,
  loading: false,
  switching: false,
  error: null,
  async refresh() {
    set({ loading: true });
    try {
      set({ status: unwrap(await ipc().call('environment.status', {})), error: null });
    } catch (error) {
      set({ error: plainErrorOf(error) });
    } finally {
      set({ loading: false });
    }
  },
  async switchTo(environment) {
    if (get().status?.environment === environment) return true;
    set({ switching: true });
    try {
      set({ status: unwrap(await ipc().call('environment.switch', { environment })), error: null });
      return true;
    } catch (error) {
      set({ error: plainErrorOf(error) });
      return false;
    } finally {
      set({ switching: false });
    }
  },
}));

/**
 * True when the environment can reach its server: the embedded sandbox (which issues its
 * own keys on first use), or a server with both keys set.
 */
export function isConfigured(status: EnvironmentStatus | null): boolean {
  if (status === null) return false;
  return status.embedded || (status.baseUrl !== null && status.hasSigningKey && status.hasApiKey);
}
