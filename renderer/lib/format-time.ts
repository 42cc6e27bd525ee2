// Dates and times (UI.md "Numbers"): ISO-like in tables ("2026-11-23 14:05") in the
// person's time zone, named once per screen; relative times only for the sync state.

/** The time zone the window shows times in (the system's), e.g. "Europe/London" or "UTC". */
export function displayTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** "2026-11-23 14:05" in the display time zone; `seconds` adds ":07". Unreadable input is shown as given. */
export function formatDateTime(iso: string, options: { seconds?: boolean } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const text = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return options.seconds === true ? `${text}:${pad(date.getSeconds())}` : text;
}

/** "14:05" in the display time zone (a moment of today, such as a restart the window was told of). */
export function formatTime(iso: string): string {
  return formatDateTime(iso).slice(11);
}

/** "2026-11-23" in the display time zone. */
export function formatDate(iso: string): string {
  return formatDateTime(iso).slice(0, 10);
}

/** "just now", "2 min ago", "3 h ago", "4 days ago" (from `now`, for the sync state only). */
export function formatRelative(iso: string, now: number): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return iso;
  const seconds = Math.max(0, Math.round((now - then) / 1000));
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.round(hours / 24)} days ago`;
}

/** A day `YYYY-MM-DD` typed in the person's zone -> the RFC 3339 instant of its local midnight (the filters' `from`/`to`). */
export function localDayStart(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (match === null) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (date.getFullYear() !== Number(match[1]) || date.getMonth() !== Number(match[2]) - 1 || date.getDate() !== Number(match[3])) return null;
  return date.toISOString();
}
