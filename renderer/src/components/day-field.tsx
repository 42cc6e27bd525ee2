// The one day input of the window: a day read and written as YYYY-MM-DD (the order of
// every other date on screen, whatever the browser's locale), typed by keyboard part by
// part (year, month, day; arrows step a part), with the time zone its days run in shown
// beside it. React Aria's DateField does the typing, the parts' accessible names and
// focus; its segment order follows the locale, so it is given 'en-CA', whose short date
// is year-month-day with hyphens.
import { parseDate, type CalendarDate } from '@internationalized/date';
import { useId } from 'react';
import { DateField, DateInput, DateSegment, I18nProvider, Label } from 'react-aria-components';
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

export interface DayFieldProps {
  readonly label: string;
  /** `YYYY-MM-DD`, or '' for no day. */
  readonly value: string;
  /** A whole day typed (`YYYY-MM-DD`), or '' once it is cleared. */
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
  const zoneId = `${useId()}-zone`;
  return (
    <I18nProvider locale={DAY_ORDER_LOCALE}>
      <DateField
        id={id}
        className="day-field"
        value={dayToDate(value)}
        onChange={(date) => onChange(date === null ? '' : date.toString())}
        onBlur={onBlur}
        granularity="day"
        shouldForceLeadingZeros
        isInvalid={invalid}
        validationBehavior="aria"
        aria-describedby={[zoneId, describedBy].filter((part) => part !== undefined).join(' ')}
      >
        <Label className="day-field-label">{label}</Label>
        <span className="day-field-row">
          <DateInput className="day-field-input">{(segment) => <DateSegment segment={segment} className="day-field-segment" />}</DateInput>
          <span id={zoneId} className="day-field-zone" title={`Days run from midnight to midnight in ${timeZone}`}>
            {timeZone}
          </span>
        </span>
      </DateField>
    </I18nProvider>
  );
}
