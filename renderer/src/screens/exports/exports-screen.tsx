// Exports: not built yet (being built in this issue). Says so plainly.
import { ScreenHeader } from '../../components/screen-header';

export function ExportsScreen() {
  return (
    <main className="screen" aria-label="Exports">
      <ScreenHeader title="Exports" />
      <p>This screen is not built yet.</p>
    </main>
  );
}
