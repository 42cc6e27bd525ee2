// A web shell's /events stream read from Node (server-sent events, the session token in
// the Authorization header): every `data:` object as it arrives, with the time it came.
// For tests and benchmarks that watch what the shell pushes (sync progress, a restart).
export interface ShellEvent {
  readonly type: string;
  readonly [key: string]: unknown;
}

export interface ShellEvents {
  /** Every event so far, oldest first, each with `at` (performance.now() when it arrived). */
  readonly seen: Array<ShellEvent & { at: number }>;
  /** Called for each event as it arrives. */
  onEvent(listener: (event: ShellEvent & { at: number }) => void): void;
  close(): void;
}

export function followShellEvents(origin: string, token: string): ShellEvents {
  const seen: Array<ShellEvent & { at: number }> = [];
  const listeners: Array<(event: ShellEvent & { at: number }) => void> = [];
  const controller = new AbortController();
  void fetch(`${origin}/events`, { headers: { Authorization: `Bearer ${token}` }, signal: controller.signal })
    .then(async (response) => {
      const decoder = new TextDecoder();
      let buffered = '';
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffered += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffered.indexOf('\n')) !== -1) {
          const line = buffered.slice(0, end);
          buffered = buffered.slice(end + 1);
          if (!line.startsWith('data:')) continue;
          const event = { ...(JSON.parse(line.slice(5)) as ShellEvent), at: performance.now() };
          seen.push(event);
          for (const listener of listeners) listener(event);
        }
      }
    })
    .catch(() => undefined);
  return { seen, onEvent: (listener) => listeners.push(listener), close: () => controller.abort() };
}
