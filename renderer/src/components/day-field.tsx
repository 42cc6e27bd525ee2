// The one day input of the window: a day read and written as YYYY-MM-DD (the order of
// every other date on screen, whatever the browser's locale), typed by keyboard part by
// part (year, month, day; arrows step a part), with the time zone its days run in shown
// beside it. React Aria's DateField does the typing, the parts' accessible names and
// focus; its segment order follows the locale, so it is given 'en-CA', whose short date
// is year-month-day with hyphens.
//
// A day past its month's end (2026-02-30) is refused at the field, as the `treasury`
// command refuses it: the parts stay as typed, the field says what to fix, and the screen
// is given no day (''), so nothing runs on another day than the one typed. React Aria
// would fit such a day into its month when focus leaves the field (2026-02-28): that is
// held off while the parts show it.
import { CalendarDate, parseDate } from '@internationalized/date';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { DateField, DateInput, DateSegment, I18nProvider, Label, type DateFieldState } from 'react-aria-components';
import { isCalendarDate } from '../../../shared/formats';
import { displayTimeZone } from '../../lib/format-time';

/** The locale whose numeric date is YYYY-MM-DD: it only orders the parts (no words are shown). */
const DAY_ORDER_LOCALE = 'en-CA';

/** A `YYYY-MM-DD` day as React Aria's date, null for '' or a day that does not exist. */
export function dayToDate(day: string): CalendarDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  try {
    const date = parseDate(day);
    return date.toString() === day ? date : null;
  } catch {
    return null;
  }
}

/** What the parts show: the whole day they name ('' while one is empty or the day does not exist), and what to fix when it does not. */
export interface ShownDay {
  readonly day: string;
  readonly problem: string | null;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The day the year, month and day parts show, as typed. */
export function shownDay(segments: DateFieldState['segments']): ShownDay {
  const part = (type: 'year' | 'month' | 'day') => {
    const segment = segments.find((candidate) => candidate.type === type);
    return segment === undefined || segment.isPlaceholder || segment.value === null || segment.value === undefined ? null : segment.value;
  };
  const [year, month, day] = [part('year'), part('month'), part('day')];
  if (year === null || month === null || day === null) return { day: '', problem: null };
  const typed = `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(day)}`;
  if (isCalendarDate(typed)) return { day: typed, problem: null };
  const first = new CalendarDate(year, month, 1);
  const days = first.calendar.getDaysInMonth(first);
  return { day: '', problem: `${typed} is not a day: that month has ${days} days. Type a day from 01 to ${days}.` };
}

const held = new WeakSet<DateFieldState>();

/**
 * React Aria fits a whole day past its month's end into the month when focus leaves the
 * field (its `confirmPlaceholder`, called by the field's blur with this same state): while
 * the parts show such a day, leaving keeps it as typed.
 */
function keepPastMonthEndOnLeave(state: DateFieldState): void {
  if (held.has(state)) return;
  held.add(state);
  const fit = state.confirmPlaceholder.bind(state);
  state.confirmPlaceholder = () => {
    if (shownDay(state.segments).problem === null) fit();
  };
}

/** Tells the field what its parts show, each time that changes. */
function PartsShown({ state, onShown }: { state: DateFieldState; onShown: (shown: ShownDay) => void }) {
  const { day, problem } = shownDay(state.segments);
  const latest = useRef(onShown);
  latest.current = onShown;
  useEffect(() => latest.current({ day, problem }), [day, problem]);
  return null;
}

export interface DayFieldProps {
  readonly label: string;
  /** `YYYY-MM-DD`, or '' for no day. */
  readonly value: string;
  /** A whole day typed (`YYYY-MM-DD`), or '' while the parts show none (one is empty, or the day does not exist). */
  onChange(day: string): void;
  onBlur?(): void;
  /** The time zone the days run in (default: the one the screen states). */
  readonly timeZone?: string;
  readonly invalid?: boolean;
  /** Ids of the hint and error that describe the field. */
  readonly describedBy?: string;
  readonly id?: string;
}

export function DayField({ label, value, onChange, onBlur, timeZone = displayTimeZone(), invalid = false, describedBy, id }: DayFieldProps) {
  const ownId = useId();
  const zoneId = `${ownId}-zone`;
  const problemId = `${ownId}-problem`;
  // The day last given to the screen (or by it), and the field's own value. The screen's
  // day becomes the field's only when the screen sets it (a filter cleared): the '' this
  // field gives for a day that does not exist leaves the parts as typed.
  const [given, setGiven] = useState(value);
  const [fieldDay, setFieldDay] = useState(value);
  if (value !== given) {
    setGiven(value);
    setFieldDay(value);
  }
  const fieldDate = useMemo(() => dayToDate(fieldDay), [fieldDay]);
  const [problem, setProblem] = useState<string | null>(null);
  const onShown = (shown: ShownDay) => {
    setProblem(shown.problem);
    if (shown.day !== given) {
      setGiven(shown.day);
      onChange(shown.day);
    }
  };
  return (
    <I18nProvider locale={DAY_ORDER_LOCALE}>
      <DateField
        id={id}
        className="day-field"
        value={fieldDate}
        onChange={(date) => setFieldDay(date === null ? '' : date.toString())}
        onBlur={onBlur}
        granularity="day"
        shouldForceLeadingZeros
        isInvalid={invalid || problem !== null}
        validationBehavior="aria"
        aria-describedby={[zoneId, problem === null ? undefined : problemId, describedBy].filter((part) => part !== undefined).join(' ')}
      >
        {({ state }) => {
          keepPastMonthEndOnLeave(state);
          return (
            <>
              <Label className="day-field-label">{label}</Label>
              <span className="day-field-row">
                <DateInput className="day-field-input">{(segment) => <DateSegment segment={segment} className="day-field-segment" />}</DateInput>
                <span id={zoneId} className="day-field-zone" title={`Days run from midnight to midnight in ${timeZone}`}>
                  {timeZone}
                </span>
              </span>
              <PartsShown state={state} onShown={onShown} />
              <span id={problemId} className="day-field-problem" aria-live="polite">
                {problem}
              </span>
            </>
          );
        }}
      </DateField>
    </I18nProvider>
  );
}
