// A moment in a table cell as its date and its time, each kept whole (base.css
// `.date-and-time-part`): where the column is short the time goes under its date
// ("2026-11-23" over "14:05"), never "2026-11-" over "23". Unreadable input is shown as given.
import { formatDateTime } from '../../lib/format-time';

export function DateAndTime({ iso, seconds = false }: { iso: string; seconds?: boolean }) {
  const text = formatDateTime(iso, { seconds });
  const gap = text.indexOf(' ');
  if (gap < 0) return <>{text}</>;
  return (
    <>
      <span className="date-and-time-part">{text.slice(0, gap)}</span> <span className="date-and-time-part">{text.slice(gap + 1)}</span>
    </>
  );
}
