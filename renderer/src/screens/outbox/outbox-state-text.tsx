// What is known of an outbox entry, as main says it ("Done: payment pmt_… created"), with
// the record's id in it set apart as an id: monospace, isolated from the words around it.
import type { OutboxEntryView } from '../../../../shared/ipc';

export function OutboxStateText({ entry }: { entry: Pick<OutboxEntryView, 'stateText' | 'resourceId'> }) {
  const id = entry.resourceId;
  const at = id === null || id === '' ? -1 : entry.stateText.indexOf(id);
  if (id === null || at < 0) return <span dir="auto">{entry.stateText}</span>;
  return (
    <span dir="auto">
      {entry.stateText.slice(0, at)}
      <code className="outbox-state-id">
        <bdi>{id}</bdi>
      </code>
      {entry.stateText.slice(at + id.length)}
    </span>
  );
}
