// The states every screen has (UI.md "States every screen has"): empty (what to do
// first), loading (skeleton rows, not a blank page), offline (cached data with its
// age), error (what happened, the request id, what to do) and not configured (a link
// to the setup step).
import type { ReactNode } from 'react';
import type { PlainError } from '../../lib/ipc-client';
import { formatDateTime } from '../../lib/format-time';
import { useNavigation } from '../stores/navigation-store';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="state state-empty" aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** Skeleton rows while a list loads: `rows` grey bars in a busy region. */
export function LoadingRows({ label, rows = 8 }: { label: string; rows?: number }) {
  return (
    <div className="state-loading" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="skeleton-row" />
      ))}
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

/** A refused call: what happened, the request id when the server gave one, and what to do. */
export function ErrorPanel({ error, onRetry, title = 'This could not be shown' }: { error: PlainError; onRetry?: () => void; title?: string }) {
  return (
    <section className="state state-error" role="alert" aria-label={title}>
      <h2>{title}</h2>
      <p>{error.message}</p>
      {error.fields !== undefined && error.fields.length > 0 && (
        <ul>
          {error.fields.map((field) => (
            <li key={field.field}>
              <code>{field.field}</code>: {field.message}
            </li>
          ))}
        </ul>
      )}
      {error.requestId !== undefined && (
        <p className="muted">
          Request id: <code>{error.requestId}</code>
        </p>
      )}
      {onRetry !== undefined && error.retryable && (
        <button type="button" onClick={onRetry}>
          Try again
        </button>
      )}
    </section>
  );
}

/** Offline is a state: the cached data below is shown, with how old it is (`asOf` null: nothing synced yet). */
export function OfflineNotice({ asOf }: { asOf: string | null }) {
  return (
    <p className="notice notice-offline" role="status">
      {asOf === null
        ? 'Offline: the server does not answer and nothing has been synced here yet. This fills in when the server answers again.'
        : `Offline: showing cached data as of ${formatDateTime(asOf)}. It updates when the server answers again.`}
    </p>
  );
}

/** The environment has no server or keys yet: say so and link to the setup step. */
export function NotConfigured({ what }: { what: string }) {
  const go = useNavigation((state) => state.go);
  return (
    <section className="state state-not-configured" aria-label="Not set up">
      <h2>This environment is not set up</h2>
      <p>{what} needs the environment&apos;s server and keys.</p>
      <button type="button" onClick={() => go('settings')}>
        Open Settings to set it up
      </button>
    </section>
  );
}
