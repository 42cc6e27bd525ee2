// What the Statement section shows around the form: the proved figures before writing
// (opening and closing balances, entries, as of the last sync), the refusal of a format
// that cannot carry the statement with the formats that can, and the file once written.
import { countOf } from '../../../../shared/count-words';
import { useRef } from 'react';
import { Amount } from '../../components/amount';
import { useFocusHeadingWhenIdle } from '../../components/focus-when-idle';
import { Detail } from '../../components/side-panel';
import { formatDateTime } from '../../../lib/format-time';
import type { StatementFormatId } from '../../../../shared/ipc';
import { CopyPath } from './copy-path';
import { formatCount } from './format-bytes';
import { keepsOnlyLatin, LATIN_ONLY_NOTE } from '../../../../shared/statement-letters';
import { STATEMENT_FORMAT_LABELS } from './statement-choices';
import type { StatementPreview, StatementWritten } from './statement-requests';

export function StatementFigures({ preview, format }: { preview: StatementPreview; format?: StatementFormatId }) {
  return (
    <dl className="statement-figures" aria-label="Statement preview">
      <Detail label={`Opening balance, ${preview.from}`}>
        <Amount value={preview.opening} currency={preview.currency} />
      </Detail>
      <Detail label="Entries">
        <span className="numeric">{formatCount(preview.entryCount)}</span> ({formatCount(preview.creditCount)} in: <Amount value={preview.credits} currency={preview.currency} />;{' '}
        {formatCount(preview.debitCount)} out: <Amount value={preview.debits} currency={preview.currency} />)
      </Detail>
      <Detail label={preview.interim ? 'Closing balance so far' : `Closing balance, ${preview.to}`}>
        <Amount value={preview.closing} currency={preview.currency} />
      </Detail>
      <Detail label="As of">{preview.asOf === null ? 'the last sync' : `the last sync, ${formatDateTime(preview.asOf)}`} (days in {preview.timeZone})</Detail>
      {format !== undefined && keepsOnlyLatin(format) && <Detail label="Letters">{LATIN_ONLY_NOTE}</Detail>}
      {preview.interim && (
        <Detail label="Not over">
          This period is not over: its closing balance is the balance as of the last sync, written as an interim balance where the format has one.
        </Detail>
      )}
    </dl>
  );
}

/** The refusal of a format, with a button per format that can carry it; a choice puts focus on the format field (the button it was is gone). */
export function FormatRefusal({ format, preview, onChoose, formatFieldId }: { format: StatementFormatId; preview: StatementPreview; onChoose: (format: StatementFormatId) => void; formatFieldId: string }) {
  const iso = /^[A-Z]{3}$/.test(preview.currency);
  return (
    <div className="notice notice-warning statement-refusal" role="status">
      <p>
        {STATEMENT_FORMAT_LABELS[format]} cannot carry this statement
        {iso ? '' : `: it only carries three-letter ISO 4217 currencies, and this account is in ${preview.currency}`}.{' '}
        {preview.formats.length > 0 ? 'These formats can:' : 'No format can.'}
      </p>
      <div className="statement-refusal-choices">
        {preview.formats.map((other) => (
          <button
            key={other}
            type="button"
            onClick={() => {
              onChoose(other);
              document.getElementById(formatFieldId)?.focus();
            }}
          >
            Use {STATEMENT_FORMAT_LABELS[other]}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The file written; its heading takes focus when it appears (the write button, disabled while writing, left focus on <body>). */
export function StatementWrittenPanel({ written }: { written: StatementWritten }) {
  const { summary } = written;
  const panel = useRef<HTMLElement>(null);
  useFocusHeadingWhenIdle(panel, written);
  return (
    <section ref={panel} className="export-outcome export-outcome-done" role="status" aria-label="Statement written">
      <h2>
        Statement written: {countOf(written.rowsWritten, 'entry', 'entries')}
      </h2>
      <dl>
        <Detail label="File name">
          <code className="export-file-name">{written.fileName}</code>
        </Detail>
        <Detail label="Full path">
          <CopyPath path={written.path} />
        </Detail>
        <Detail label="Account">
          <bdi>{summary.accountName}</bdi> ({summary.accountId}), {summary.from} to {summary.to}, {summary.timeZone}
        </Detail>
        <Detail label={summary.interim ? 'Closing balance so far (interim)' : 'Closing balance'}>
          <Amount value={summary.closing} currency={summary.currency} />
        </Detail>
      </dl>
    </section>
  );
}
