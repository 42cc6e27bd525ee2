// The Exports screen's Statement: one account, a period of whole days (this month, last
// month, a range) in a time zone, and a format; the proved figures are shown before
// anything is written, then main writes the file into exports/ with progress. A format
// that cannot carry the statement (USDC in camt.053) says so and offers those that can.
import { countOf } from '../../../../shared/count-words';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { PlainError } from '../../../lib/ipc-client';
import { displayTimeZone } from '../../../lib/format-time';
import { STATEMENT_FORMAT_IDS, type StatementFormatId } from '../../../../shared/ipc';
import { ProgressBar } from '../../components/progress-bar';
import { ErrorPanel } from '../../components/screen-states';
import { useCachedAccounts } from '../../queries/balance-queries';
import { describedBy, FieldError, FieldHint } from '../../components/forms/field-message';
import { DayField } from '../../components/day-field';
import { formatCount } from './format-bytes';
import { knownTimeZones, periodDays, statementFormatHint, STATEMENT_FORMAT_LABELS, todayIn, type PeriodChoice } from './statement-choices';
import { FormatRefusal, StatementFigures, StatementWrittenPanel } from './statement-figures';
import { useStatementPreview, useStatementProgress, writeStatement, type StatementWritten } from './statement-requests';
import { useExports } from '../../stores/exports-store';
import './statement-section.css';

const PERIODS: ReadonlyArray<[PeriodChoice, string]> = [['this-month', 'This month'], ['last-month', 'Last month'], ['range', 'Days from… to…']];

function fieldMessage(error: PlainError | null, field: string): string | undefined {
  return error?.fields?.find((f) => f.field === field)?.message;
}

export function StatementSection() {
  const id = useId();
  const cached = useCachedAccounts();
  // By currency, then name, as Balances lists them (the cache gives them in id order).
  const accounts = useMemo(
    () => [...cached].sort((a, b) => (a.currency ?? '').localeCompare(b.currency ?? '') || (a.accountName ?? a.accountId).localeCompare(b.accountName ?? b.accountId)),
    [cached],
  );
  const [chosenAccount, setAccount] = useState<string | null>(null);
  const [period, setPeriod] = useState<PeriodChoice>('last-month');
  const [range, setRange] = useState({ from: '', to: '' });
  const [timeZone, setTimeZone] = useState('UTC');
  const [format, setFormat] = useState<StatementFormatId>('camt053');
  const [running, setRunning] = useState(false);
  const [written, setWritten] = useState<StatementWritten | null>(null);
  const [failure, setFailure] = useState<PlainError | null>(null);
  const zones = useMemo(knownTimeZones, []);
  const submit = useRef<HTMLButtonElement>(null);
  // A failed write gives focus back to its button (disabled while writing, which left focus on <body>).
  useEffect(() => {
    if (!running && failure !== null && document.activeElement === document.body) submit.current?.focus();
  }, [running, failure]);

  const accountId = chosenAccount ?? accounts[0]?.accountId ?? '';
  // A new choice of account, period, days, time zone or format: the last file's panel would describe another statement.
  const choose = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setWritten(null);
    setFailure(null);
  };
  const days = periodDays(period, todayIn(timeZone), range);
  const ready = accountId !== '' && days.from !== '' && days.to !== '';
  const preview = useStatementPreview(ready ? { accountId, from: days.from, to: days.to, timeZone } : null);
  const progress = useStatementProgress(running);
  const refused = preview.state === 'refused' ? preview.error : failure;
  const fits = preview.state === 'ready' && preview.preview.formats.includes(format);

  const write = async () => {
    setRunning(true);
    setWritten(null);
    setFailure(null);
    const startedAtMs = Date.now();
    const answer = await writeStatement({ accountId, from: days.from, to: days.to, timeZone, format });
    setRunning(false);
    if (answer.ok) {
      setWritten(answer.value);
      const account = accounts.find((candidate) => candidate.accountId === accountId);
      useExports.getState().noteStatement(answer.value, { accountName: account?.accountName ?? accountId, from: days.from, to: days.to, timeZone, formatLabel: STATEMENT_FORMAT_LABELS[format] }, Date.now() - startedAtMs);
    } else setFailure(answer.error);
  };
  const field = (name: string) => ({ id: `${id}-${name}`, message: fieldMessage(refused, name) });
  const accountField = field('account');
  const fromField = field('from');
  const toField = field('to');
  const zoneField = field('timeZone');
  const formatField = field('format');

  return (
    <section className="statement-section" aria-labelledby={`${id}-title`}>
      <div className="export-source-what">
        <h2 id={`${id}-title`}>Statement</h2>
        <p className="muted">One account&apos;s booked entries between an opening and a closing balance, proved to add up, in the format your accounting system imports.</p>
      </div>
      <form className="statement-form" noValidate aria-label="Statement" onSubmit={(event) => { event.preventDefault(); void write(); }}>
        <label htmlFor={accountField.id}>Account</label>
        <select id={accountField.id} value={accountId} onChange={(event) => choose(setAccount)(event.target.value)} aria-invalid={accountField.message !== undefined} aria-describedby={describedBy(accountField.id, accountField.message !== undefined)}>
          {accounts.length === 0 && <option value="">No account cached yet: sync first</option>}
          {accounts.map((account) => (
            <option key={account.accountId} value={account.accountId}>
              {account.accountName ?? account.accountId} ({account.currency ?? '\u2014'}) {account.accountId}
            </option>
          ))}
        </select>
        <FieldHint id={accountField.id}>The account whose entries the statement lists.</FieldHint>
        <FieldError id={accountField.id} message={accountField.message} />

        <fieldset className="statement-period">
          <legend>Period</legend>
          {PERIODS.map(([value, label]) => (
            <label key={value} className="statement-radio">
              <input type="radio" name={`${id}-period`} value={value} checked={period === value} onChange={() => choose(setPeriod)(value)} /> {label}
            </label>
          ))}
          {period === 'range' && (
            <div className="statement-range">
              <DayField id={fromField.id} label="First day" value={range.from} onChange={(day) => choose(setRange)({ ...range, from: day })} timeZone={timeZone} invalid={fromField.message !== undefined} describedBy={describedBy(fromField.id, fromField.message !== undefined)} />
              <FieldHint id={fromField.id}>Included.</FieldHint>
              <FieldError id={fromField.id} message={fromField.message} />
              <DayField id={toField.id} label="Last day" value={range.to} onChange={(day) => choose(setRange)({ ...range, to: day })} timeZone={timeZone} invalid={toField.message !== undefined} describedBy={describedBy(toField.id, toField.message !== undefined)} />
              <FieldHint id={toField.id}>Included.</FieldHint>
              <FieldError id={toField.id} message={toField.message} />
            </div>
          )}
          {period !== 'range' && <p className="field-hint">{days.from} to {days.to}</p>}
        </fieldset>

        <label htmlFor={zoneField.id}>Time zone of the days</label>
        <input id={zoneField.id} list={`${id}-zones`} value={timeZone} spellCheck={false} autoComplete="off" onChange={(event) => choose(setTimeZone)(event.target.value)} aria-invalid={zoneField.message !== undefined} aria-describedby={describedBy(zoneField.id, zoneField.message !== undefined)} />
        <datalist id={`${id}-zones`}>
          {zones.map((zone) => <option key={zone} value={zone} />)}
        </datalist>
        <FieldHint id={zoneField.id}>Each day runs from midnight to midnight there. This computer uses {displayTimeZone()}.</FieldHint>
        <FieldError id={zoneField.id} message={zoneField.message} />

        <label htmlFor={formatField.id}>Format</label>
        <select id={formatField.id} value={format} onChange={(event) => choose(setFormat)(event.target.value as StatementFormatId)} aria-invalid={formatField.message !== undefined} aria-describedby={describedBy(formatField.id, formatField.message !== undefined)}>
          {STATEMENT_FORMAT_IDS.map((choice) => <option key={choice} value={choice}>{STATEMENT_FORMAT_LABELS[choice]}</option>)}
        </select>
        <FieldHint id={formatField.id}>{statementFormatHint(format)}</FieldHint>
        <FieldError id={formatField.id} message={formatField.message} />

        <div className="statement-preview" aria-live="polite">
          {preview.state === 'loading' && <p className="muted">Adding up the statement…</p>}
          {preview.state === 'ready' && <StatementFigures preview={preview.preview} format={format} />}
          {preview.state === 'ready' && !fits && <FormatRefusal format={format} preview={preview.preview} onChoose={choose(setFormat)} formatFieldId={formatField.id} />}
          {refused !== null && (refused.fields?.length ?? 0) === 0 && <ErrorPanel title="This statement cannot be written" error={refused} />}
        </div>
        <div className="form-actions">
          <button ref={submit} type="submit" className="primary" disabled={!fits || running}>
            Write the {STATEMENT_FORMAT_LABELS[format]} statement
          </button>
        </div>
      </form>
      {running && (
        <ProgressBar
          label="Statement export"
          percent={progress?.total ? Math.min(100, Math.round((progress.written / progress.total) * 100)) : undefined}
          valueText={progress === null ? 'Starting' : `${formatCount(progress.written)} of ${progress.total === null ? '? entries' : countOf(progress.total, 'entry', 'entries')}`}
        />
      )}
      {written !== null && <StatementWrittenPanel written={written} />}
    </section>
  );
}
