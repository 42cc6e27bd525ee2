// "Verify the chain": recomputes every entry's hash from the previous one (audit.verify)
// and says the result: entries checked and the head hash, or where the chain breaks and why.
import { countOf } from '../../../../shared/count-words';
import { ErrorPanel } from '../../components/screen-states';
import { formatDateTime } from '../../../lib/format-time';
import { useAudit } from '../../stores/journal-stores';

export function AuditVerifyResult() {
  const verified = useAudit((state) => state.verified);
  const verifyError = useAudit((state) => state.verifyError);
  const verify = useAudit((state) => state.verify);
  if (verifyError !== null) return <ErrorPanel title="The chain could not be checked" error={verifyError} onRetry={() => void verify()} />;
  if (verified === null) return null;
  const { result, at } = verified;
  if (result.ok) {
    return (
      <section className="audit-verify audit-verify-ok" role="status" aria-label="Chain verified">
        <h2>The chain is intact</h2>
        <p>
          {countOf(result.entries, 'entry', 'entries')} checked at {formatDateTime(at, { seconds: true })}: each one&apos;s
          hash matches its content and the entry before it.
        </p>
        <p>
          Head hash: <code className="audit-hash">{result.headHash}</code>
        </p>
      </section>
    );
  }
  return (
    <section className="audit-verify audit-verify-broken" role="alert" aria-label="Chain broken">
      <h2>The chain breaks at entry {result.brokenAt}</h2>
      <p>{result.reason}</p>
      <p>
        Checked at {formatDateTime(at, { seconds: true })}. Entries from {result.brokenAt} on cannot be trusted as recorded: keep this journal file as it is and
        compare it with a backup or the server&apos;s records.
      </p>
    </section>
  );
}
