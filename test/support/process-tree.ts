// The process tree of a child started by a test (an npm script and what it runs), read
// from /proc, and a free-port probe: for tests that stop a tree with a signal and check
// that nothing of it is left running and its port is free again.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** The parent pid of every live (not zombie) process. */
function parentsByPid(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^[0-9]+$/.test(entry)) continue;
    try {
      // Fields after the command name (which may contain spaces) start at the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields[0] !== 'Z') parents.set(Number(entry), Number(fields[1]));
    } catch {
      // the process ended while we looked
    }
  }
  return parents;
}

/** Every live descendant of `root`. */
export function descendantsOf(root: number): number[] {
  const parents = parentsByPid();
  const found: number[] = [];
  let frontier = [root];
  while (frontier.length > 0) {
    const next = [...parents].filter(([, parent]) => frontier.includes(parent)).map(([pid]) => pid);
    found.push(...next);
    frontier = next;
  }
  return found;
}

/** True while `pid` runs (a zombie does not count). */
export function isAlive(pid: number): boolean {
  return parentsByPid().has(pid);
}

/** True when nothing listens on 127.0.0.1:`port`. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(true)));
  });
}
