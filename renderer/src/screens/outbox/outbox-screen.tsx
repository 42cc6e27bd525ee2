// Outbox: not built yet (being built in this issue). Says so plainly.
import { ScreenHeader } from '../../components/screen-header';

export function OutboxScreen() {
  return (
    <main className="screen" aria-label="Outbox">
      <ScreenHeader title="Outbox" />
      <p>This screen is not built yet.</p>
    </main>
  );
}
