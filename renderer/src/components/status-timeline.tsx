// The statuses a payment or collection went through, oldest first, as this app knows
// them. The cache only sees a record when it syncs or checks it, so most times are
// "observed at" (no later than that), not when the change happened; a status held only
// between two observations is not known. The footnote says so in plain words.
import { formatDateTime } from '../../lib/format-time';
import { StatusBadge } from './status-badge';

export interface TimelineStep {
  readonly status: string;
  readonly at: string;
  readonly source: string;
}

/** How the time of a step was learnt, in words ("Observed at", "Created at"...). */
export function stepTimeLabel(source: string): string {
  switch (source) {
    case 'created':
      return 'Created at';
    case 'completed_at':
      return 'Completed at';
    case 'cached':
      return 'Already so at';
    default:
      return 'Observed at';
  }
}

/** Whether a step's time is the server's own (createdAt, completedAt) or when the app looked. */
export function isExactTime(source: string): boolean {
  return source === 'created' || source === 'completed_at';
}

/**
 * `createdAt`: when the record was created. Shown first when no step is its creation
 * (the app first saw the record later, in another status): the moment is known, the
 * status it had then is not.
 */
/** `known`: the statuses of the record's enum; any other step is shown as unknown. */
export function StatusTimeline({ steps, known, createdAt, label = 'Status timeline' }: { steps: readonly TimelineStep[]; known: readonly string[]; createdAt?: string; label?: string }) {
  const showCreated = createdAt !== undefined && steps[0]?.source !== 'created';
  return (
    <section className="status-timeline" aria-label={label}>
      <h3>{label}</h3>
      {steps.length === 0 && !showCreated ? (
        <p className="muted">No status history is kept for this record yet: it starts with the next sync.</p>
      ) : (
        <ol>
          {showCreated && (
            <li className="timeline-step timeline-step-created">
              <span className="timeline-created-label">Created</span>
              <span className="timeline-time">
                at <time dateTime={createdAt}>{formatDateTime(createdAt, { seconds: true })}</time>
                <span className="muted"> (this app first saw it later, so its status at creation is not known)</span>
              </span>
            </li>
          )}
          {steps.map((step, index) => (
            <li key={`${index}-${step.status}`} className={`timeline-step${index === steps.length - 1 ? ' timeline-step-current' : ''}`} data-status={step.status}>
              <StatusBadge status={step.status} known={known} />
              <span className="timeline-time">
                {stepTimeLabel(step.source)} <time dateTime={step.at}>{formatDateTime(step.at, { seconds: true })}</time>
                {!isExactTime(step.source) && <span className="muted"> (or earlier)</span>}
              </span>
              {index === steps.length - 1 && <span className="visually-hidden">(current)</span>}
            </li>
          ))}
        </ol>
      )}
      <p className="muted timeline-note">
        &ldquo;Observed at&rdquo; is when this app saw the status in a sync or a status check: the change happened then or before. A status held only between two
        checks is not known.
      </p>
    </section>
  );
}
