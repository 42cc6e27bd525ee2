// GET /events: the dispatcher's push events as server-sent events, one `data:` line of
// JSON per event (its `type` inside, so a client reads them all from one `message`
// listener). The stream opens with a comment line, so a client knows it is subscribed
// before it starts what will push events; a comment every 25 s keeps idle connections
// open. A client too slow to read (over 4 MiB waiting) is cut off; it can reconnect.
// At most MAX_EVENT_STREAMS are open at once (a window has one; a few tabs are fine): one
// more is refused with 503, so a page opening streams in a loop cannot exhaust the process.
import type { ServerResponse } from 'node:http';
import type { IpcDispatcher } from '../ipc';

const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const KEEPALIVE_MS = 25_000;
export const MAX_EVENT_STREAMS = 16;

export interface EventStreams {
  /** Whether another stream may open now. */
  hasRoom(): boolean;
  open(response: ServerResponse): void;
  /** Ends every open stream (at shutdown). */
  endAll(): void;
}

export function createEventStreams(dispatcher: IpcDispatcher, maxStreams = MAX_EVENT_STREAMS): EventStreams {
  const open = new Set<ServerResponse>();
  return {
    hasRoom: () => open.size < maxStreams,
    open(response) {
      response.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'X-Accel-Buffering': 'no' });
      response.write(': subscribed\n\n');
      open.add(response);
      const send = (text: string) => {
        if (response.writableEnded || response.destroyed) return;
        if (response.writableLength > MAX_BUFFERED_BYTES) {
          response.end();
          return;
        }
        response.write(text);
      };
      const unsubscribe = dispatcher.subscribe((event) => send(`data: ${JSON.stringify(event)}\n\n`));
      const keepalive = setInterval(() => send(': keepalive\n\n'), KEEPALIVE_MS);
      keepalive.unref();
      response.on('close', () => {
        clearInterval(keepalive);
        unsubscribe();
        open.delete(response);
      });
    },
    endAll() {
      for (const response of [...open]) response.end();
    },
  };
}
