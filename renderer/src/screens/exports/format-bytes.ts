// File sizes for a person: a short figure and the exact byte count (a file size is a
// count, not money, so a JS number is fine here). Units of 1,000 as file managers show.
import { countOf } from '../../../../shared/count-words';

const count = (value: number) => value.toLocaleString('en-US');

/** "812 bytes", "45.2 KB", "12.3 MB", "1.04 GB". */
export function formatBytesShort(bytes: number): string {
  if (bytes < 1000) return countOf(bytes, 'byte', 'bytes');
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2)} ${units[unit]}`;
}

/** "45.2 KB (45,210 bytes)"; below 1 KB only the byte count. */
export function formatBytes(bytes: number): string {
  const short = formatBytesShort(bytes);
  return bytes < 1000 ? short : `${short} (${count(bytes)} bytes)`;
}

export function formatCount(value: number): string {
  return count(value);
}

/** "0.4 s", "12 s", "2 min 5 s". */
export function formatDuration(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 10) return `${seconds.toFixed(1)} s`;
  if (seconds < 90) return `${Math.round(seconds)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}
