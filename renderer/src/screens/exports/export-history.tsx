// This session's exports and statements, newest first, with their full paths (kept in the store while
// the window is open; the files themselves stay in the exports folder).
import { formatDateTime } from '../../../lib/format-time';
import { useExports, type HistoryRecord } from '../../stores/exports-store';
import { CopyPath } from './copy-path';
import { EXPORT_TITLES } from './export-requests';
import { formatBytesShort, formatCount } from './format-bytes';

/** What the file holds: a statement by its account and days (format on hover), a list by its name, "(filtered)" when it was. */
function ExportWhat({ record }: { record: HistoryRecord }) {
  const statement = record.statementOf;
  if (record.kind === 'statement' && statement !== undefined) {
    const days = `${statement.from} to ${statement.to}`;
    return (
      <td className="export-what" title={`Statement of ${statement.accountName}, ${days} (${statement.timeZone}), ${statement.formatLabel}`}>
        Statement of <bdi>{statement.accountName}</bdi>, {days}
      </td>
    );
  }
  const title = record.kind === 'statement' ? 'Statement' : EXPORT_TITLES[record.kind];
  return (
    <td className="export-what" title={record.filterWords.join('; ') || 'No filter'}>
      {title}
      {record.filterWords.length > 0 && <span className="muted"> (filtered)</span>}
    </td>
  );
}

export function ExportHistory() {
  const history = useExports((state) => state.history);
  return (
    <section className="export-history" aria-labelledby="export-history-title">
      <h2 id="export-history-title">This session&apos;s exports</h2>
      {history.length === 0 ? (
        <p className="muted">No export yet in this session. Each file you export is listed here with where it was saved.</p>
      ) : (
        <table className="data-table export-history-table">
          <thead>
            <tr>
              <th scope="col">Finished</th>
              <th scope="col">What</th>
              <th scope="col" className="numeric">
                Rows
              </th>
              <th scope="col" className="numeric">
                Size
              </th>
              <th scope="col">BOM</th>
              <th scope="col" className="export-history-path">
                Path
              </th>
            </tr>
          </thead>
          <tbody>
            {history.map((record) => (
              <tr key={record.id}>
                <td>{formatDateTime(record.finishedAt, { seconds: true })}</td>
                <ExportWhat record={record} />
                <td className="numeric">{formatCount(record.rowsWritten)}</td>
                <td className="numeric">{formatBytesShort(record.bytesWritten)}</td>
                <td>{record.bom ? 'Yes' : 'No'}</td>
                <td className="export-history-path">
                  <CopyPath path={record.path} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
