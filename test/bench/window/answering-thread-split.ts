// What a slow answer of window-during-sync-bench.ts is made of, for the answering thread
// (the main thread of the data process, or of the shell): the time it was on a CPU and the
// time it was runnable but WAITING for a CPU while the answer was under way, from Linux's
// /proc/PID/task/TID/schedstat (nanoseconds on a CPU, nanoseconds waiting on a run queue),
// sampled every SAMPLE_MS and read at each answer's start and end (interpolated). The rest
// of an answer's time the thread was neither: blocked (I/O), idle (the call in the relay or
// the browser), or, while it ran other work, already counted as on a CPU. Linux only; where
// the file cannot be read, no split is printed.
import { readFileSync } from 'node:fs';

const SAMPLE_MS = 5;

interface Sample {
  /** Date.now() */
  at: number;
  cpuNs: number;
  waitNs: number;
}

export interface TimedAnswer {
  /** Epoch ms of the request's start, and its length in ms. */
  startAt: number;
  ms: number;
}

export interface ThreadSplit {
  answers: number;
  meanMs: number;
  /** Shares of the answers' summed time, 0-1. */
  onCpu: number;
  waitingForCpu: number;
}

export interface ThreadSampler {
  stop(): void;
  /** The split over `answers` (undefined when there were no samples around them). */
  splitOf(answers: readonly TimedAnswer[]): ThreadSplit | undefined;
}

function readSchedstat(pid: number): { cpuNs: number; waitNs: number } | undefined {
  try {
    const [cpu, wait] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').trim().split(' ').map(Number);
    return cpu === undefined || wait === undefined || Number.isNaN(cpu) || Number.isNaN(wait) ? undefined : { cpuNs: cpu, waitNs: wait };
  } catch {
    return undefined;
  }
}

/** Samples the main thread of process `pid` until stopped; undefined when its schedstat cannot be read. */
export function sampleAnsweringThread(pid: number): ThreadSampler | undefined {
  if (readSchedstat(pid) === undefined) return undefined;
  const samples: Sample[] = [];
  const take = (): void => {
    const now = readSchedstat(pid);
    if (now !== undefined) samples.push({ at: Date.now(), ...now });
  };
  take();
  const timer = setInterval(take, SAMPLE_MS);
  /** The counters at `at`, interpolated between the samples around it. */
  const at = (time: number): { cpuNs: number; waitNs: number } | undefined => {
    const hi = samples.findIndex((sample) => sample.at >= time);
    if (hi <= 0) return undefined;
    const a = samples[hi - 1] as Sample;
    const b = samples[hi] as Sample;
    const f = b.at === a.at ? 0 : (time - a.at) / (b.at - a.at);
    return { cpuNs: a.cpuNs + f * (b.cpuNs - a.cpuNs), waitNs: a.waitNs + f * (b.waitNs - a.waitNs) };
  };
  return {
    stop: () => clearInterval(timer),
    splitOf(answers) {
      let ms = 0;
      let cpuMs = 0;
      let waitMs = 0;
      let n = 0;
      for (const answer of answers) {
        const start = at(answer.startAt);
        const end = at(answer.startAt + answer.ms);
        if (start === undefined || end === undefined) continue;
        n += 1;
        ms += answer.ms;
        cpuMs += (end.cpuNs - start.cpuNs) / 1e6;
        waitMs += (end.waitNs - start.waitNs) / 1e6;
      }
      return n === 0 || ms === 0 ? undefined : { answers: n, meanMs: ms / n, onCpu: cpuMs / ms, waitingForCpu: waitMs / ms };
    },
  };
}
