// A made onboarding's status and KYB status, read from the server by id. The status
// tracker follows payments and collections only, so this panel follows the onboarding
// itself: read when the outcome shows, again every 30 s while it or its KYB review is
// still under way (processing and the KYB decision take minutes), and on "Check status".
import { useQuery } from '@tanstack/react-query';
import { KYB_STATUSES, ONBOARDING_STATUSES } from '../../../../shared/schemas/enums';
import { plainErrorOf } from '../../../lib/ipc-client';
import { formatDateTime } from '../../../lib/format-time';
import { ErrorPanel } from '../../components/screen-states';
import { Detail } from '../../components/side-panel';
import { humanize, StatusBadge } from '../../components/status-badge';
import { ipcQuery } from '../../queries/ipc-queries';

const KYB_NEXT: Readonly<Record<string, string>> = {
  not_started: 'Not submitted for KYB review: submit the customer from the provider’s dashboard when its documents are ready.',
  pending: 'Under KYB review: check again later.',
  approved: 'KYB approved: the customer can hold accounts and move money.',
  rejected: 'KYB rejected: the provider will not serve this customer; contact them for the reason.',
  requires_info: 'The KYB review needs more information: upload what the provider asks for, then check again.',
};

/** How often an onboarding is read again while this panel shows it: every 30 s while it or its KYB review is under way, else not. */
export function onboardingFollowEvery(read: { status: string; kybStatus: string | null } | undefined): number | false {
  if (read === undefined) return false;
  const underWay = read.status === 'pending' || read.status === 'processing' || read.kybStatus === 'pending';
  return underWay ? 30_000 : false;
}

export function OnboardingStatus({ onboardingId }: { onboardingId: string }) {
  const status = useQuery({ ...ipcQuery('onboarding.status', { onboardingId }), staleTime: 0, refetchInterval: (query) => onboardingFollowEvery(query.state.data) });
  const data = status.data;
  return (
    <section className="onboarding-status" aria-labelledby="onboarding-status-title">
      <h3 id="onboarding-status-title">Onboarding status</h3>
      {status.isError && !status.isFetching && <ErrorPanel error={plainErrorOf(status.error)} title="The onboarding’s status could not be read" />}
      {data !== undefined && (
        <>
          <dl className="detail-list" aria-label="Onboarding status">
            <Detail label="Status">
              <StatusBadge status={data.status} known={ONBOARDING_STATUSES} />
            </Detail>
            <Detail label="KYB status">{data.kybStatus === null ? 'Not given' : <StatusBadge status={data.kybStatus} known={KYB_STATUSES} />}</Detail>
            <Detail label="Customer">
              <code>{data.customerId}</code>
            </Detail>
            <Detail label="Read at">{formatDateTime(data.readAt)}</Detail>
          </dl>
          {data.kybStatus !== null && KYB_NEXT[data.kybStatus] !== undefined && <p dir="auto">{KYB_NEXT[data.kybStatus]}</p>}
        </>
      )}
      <div className="form-actions">
        <button type="button" onClick={() => void status.refetch()} disabled={status.isFetching}>
          {status.isFetching ? 'Checking…' : 'Check status'}
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {data === undefined ? '' : `Onboarding: ${humanize(data.status)}. KYB status: ${data.kybStatus === null ? 'Not given' : humanize(data.kybStatus)}.`}
      </p>
    </section>
  );
}
