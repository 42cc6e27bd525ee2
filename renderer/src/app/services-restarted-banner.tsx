// The notice the window shows when main says its data services restarted
// (`services.restarted`: the desktop app's data process stopped and was started again).
// It says when, why (main's words), and what it means: nothing saved is lost (the cache,
// the journal and the outbox are files), a payment that was being sent is in the outbox,
// and the lists shown were read again (queries/push-invalidation.ts makes them stale on
// the same event). Polite status: it never takes focus; Dismiss hides it until the next
// restart.
import { useEffect, useState } from 'react';
import { formatTime } from '../../lib/format-time';
import { ipc } from '../../lib/main-connection';

interface Restart {
  /** When the window heard of it (ISO 8601). */
  readonly at: string;
  /** Main's words for why, e.g. "The data services exited with code 1." */
  readonly reason: string;
}

export function ServicesRestartedBanner() {
  const [restart, setRestart] = useState<Restart | null>(null);

  useEffect(
    () =>
      ipc().subscribe((event) => {
        if (event.type === 'services.restarted') setRestart({ at: new Date().toISOString(), reason: event.reason });
      }),
    [],
  );

  // The live region stays in the page so that screen readers hear what is put in it.
  return (
    <div role="status" aria-live="polite" className="services-restarted">
      {restart !== null && (
        <div className="notice notice-warning services-restarted-notice">
          <p>
            <strong>The data service restarted at {formatTime(restart.at)}.</strong> {restart.reason} Nothing saved was lost: the cache,
            the journal and the outbox are kept on disk, and a payment that was being sent is in the outbox (check it there before sending it again).
            The lists on screen were read again.
          </p>
          <button type="button" onClick={() => setRestart(null)}>
            Dismiss
          </button>
        </div>
      )}
    </div>
  );
}
