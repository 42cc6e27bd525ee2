// A clock for status tracking tests: time moves only when the test says so (the shared
// manual clock of test/support/, started on a weekday afternoon).
import { manualClock, type ManualClock } from '../../support/manual-clock';

export type FakeClock = ManualClock;

export function fakeClock(start = Date.parse('2026-03-10T15:00:00Z')): FakeClock {
  return manualClock(start);
}
