// Why a rotation was refused: outbox entries that may have reached the server are not
// settled, and a new key would make their resend a new request (a second payment). Each
// is named, with a way to it in the Outbox.
import { unwrap, type IpcOutput } from '../../../lib/ipc-client';
import { ipc } from '../../../lib/main-connection';
import { useNavigation } from '../../stores/navigation-store';
import { byCount, countOf } from '../../../../shared/count-words';

export type UnsettledEntry = IpcOutput<'outbox.list'>['entries'][number];

/** The entries not settled yet (pending or sent), read now; none when the outbox cannot be read. */
export async function unsettledEntriesNow(): Promise<readonly UnsettledEntry[]> {
  try {
    return unwrap(await ipc().call('outbox.list', { states: ['pending', 'sent'], limit: 100 })).entries;
  } catch {
    return [];
  }
}

export function RotationRefusal({ message, entries }: { message: string; entries: readonly UnsettledEntry[] }) {
  const go = useNavigation((state) => state.go);
  return (
    <div className="notice notice-warning" role="alert">
      {entries.length === 0 ? (
        <p dir="auto">{message}</p>
      ) : (
        <>
          <p>
            <strong>Not rotated.</strong> {countOf(entries.length, 'outbox entry', 'outbox entries')} {byCount(entries.length, 'is', 'are')} not settled and may have reached the server. With a new key,{' '}
            {byCount(entries.length, 'its', 'their')} resend would be a new request, which could pay twice. Settle {byCount(entries.length, 'it', 'them')} in the Outbox first (send again until the server answers,
            or resolve an unknown outcome), then rotate.
          </p>
          <ul>
            {entries.map((entry) => (
              <li key={entry.id}>
                <span dir="auto">{entry.summary}</span> <span className="muted">({entry.stateText})</span>{' '}
                <button type="button" onClick={() => go('outbox', { openId: entry.id })}>
                  Open in the Outbox
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
