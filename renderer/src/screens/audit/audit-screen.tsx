// Audit: not built yet (being built in this issue). Says so plainly.
import { ScreenHeader } from '../../components/screen-header';

export function AuditScreen() {
  return (
    <main className="screen" aria-label="Audit">
      <ScreenHeader title="Audit" />
      <p>This screen is not built yet.</p>
    </main>
  );
}
