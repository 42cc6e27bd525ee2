// BENCH_SERVER_NICE (optional, default unset: the server child keeps its priority): the
// sandbox server child of the first-sync case reniced, every thread of it (on Linux a
// niceness is per thread; threads started later inherit it). On this 2-core machine the
// local server competes with the answering process for the cores during the sync; on a
// user's machine the server is remote. The figure it gives is a separate, labelled one:
// the target stays measured with the server unreniced.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { descendantsOf } from '../../support/process-tree';

/** The niceness asked for by BENCH_SERVER_NICE, or undefined. */
export function serverNicenessFromEnv(): number | undefined {
  const value = process.env['BENCH_SERVER_NICE'];
  if (value === undefined || value === '') return undefined;
  const niceness = Number(value);
  if (!Number.isInteger(niceness) || niceness < 0 || niceness > 19) throw new Error(`BENCH_SERVER_NICE must be a whole number from 0 to 19, not ${JSON.stringify(value)}`);
  return niceness;
}

/** Renices every thread of this process's descendants whose command line contains `marker`; returns how many threads. */
export function reniceDescendants(marker: string, niceness: number): number {
  let threads = 0;
  for (const pid of descendantsOf(process.pid)) {
    let cmdline: string;
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    if (!cmdline.includes(marker)) continue;
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      os.setPriority(Number(tid), niceness);
      threads += 1;
    }
  }
  return threads;
}
