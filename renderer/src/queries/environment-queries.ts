// Both environments side by side for Settings (`environment.statusOf`: read without
// switching): server, keys' presence and PUBLIC key, last sync.
import { useQueries } from '@tanstack/react-query';
import type { IpcOutput, PlainError } from '../../lib/ipc-client';
import { plainErrorOf } from '../../lib/ipc-client';
import { ipcQuery } from './ipc-queries';

type EnvironmentCard = IpcOutput<'environment.statusOf'>;

export interface EnvironmentCards {
  readonly cards: { sandbox: EnvironmentCard; production: EnvironmentCard } | null;
  readonly error: PlainError | null;
  retry(): void;
}

export function useEnvironmentCards(): EnvironmentCards {
  const [sandbox, production] = useQueries({ queries: [ipcQuery('environment.statusOf', { environment: 'sandbox' }), ipcQuery('environment.statusOf', { environment: 'production' })] });
  const failed = [sandbox, production].find((query) => query.isError && !query.isFetching);
  return {
    cards: sandbox.data !== undefined && production.data !== undefined ? { sandbox: sandbox.data, production: production.data } : null,
    error: failed === undefined ? null : plainErrorOf(failed.error),
    retry: () => {
      void sandbox.refetch();
      void production.refetch();
    },
  };
}
