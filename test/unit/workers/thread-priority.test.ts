// thread-priority.ts: a background writer thread lowers its own priority on Linux only, never the process's.
import { readlinkSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_NICENESS, lowerThisThreadPriority, threadIdOfProcLink, type PriorityCalls } from '../../../electron/workers/thread-priority';

function calls(platform: NodeJS.Platform, link: string | Error): PriorityCalls & { set: [number, number][] } {
  const set: [number, number][] = [];
  return {
    platform,
    threadSelf: () => {
      if (link instanceof Error) throw link;
      return link;
    },
    setPriority: (tid, niceness) => {
      set.push([tid, niceness]);
    },
    set,
  };
}

describe('thread priority', () => {
  it('reads the thread id from /proc/thread-self', () => {
    expect(threadIdOfProcLink('4120/task/4133')).toBe(4133);
    expect(threadIdOfProcLink('4120/task/4133\n')).toBe(4133);
    expect(threadIdOfProcLink('4120')).toBeUndefined();
    expect(threadIdOfProcLink('4120/task/')).toBeUndefined();
    expect(threadIdOfProcLink('4120/task/0')).toBeUndefined();
    expect(threadIdOfProcLink('self/task/12')).toBeUndefined();
  });

  it.runIf(process.platform === 'linux')('names a real thread of this process on Linux', () => {
    const link = readlinkSync('/proc/thread-self');
    expect(link.startsWith(`${process.pid}/task/`)).toBe(true);
    expect(threadIdOfProcLink(link)).toBeGreaterThan(0);
  });

  it('renices only the calling thread, by its id, on Linux', () => {
    const linux = calls('linux', '4120/task/4133');
    expect(lowerThisThreadPriority(undefined, linux)).toBe('lowered');
    expect(linux.set).toEqual([[4133, BACKGROUND_NICENESS]]);
  });

  it('does nothing elsewhere: setPriority there would lower the whole process', () => {
    for (const platform of ['darwin', 'win32'] as const) {
      const other = calls(platform, '4120/task/4133');
      expect(lowerThisThreadPriority(10, other)).toBe('not-linux');
      expect(other.set).toEqual([]);
    }
  });

  it('is refused quietly when /proc is missing, unreadable or odd', () => {
    const missing = calls('linux', new Error('ENOENT'));
    expect(lowerThisThreadPriority(10, missing)).toBe('refused');
    const odd = calls('linux', '4120');
    expect(lowerThisThreadPriority(10, odd)).toBe('refused');
    expect([...missing.set, ...odd.set]).toEqual([]);
  });
});
