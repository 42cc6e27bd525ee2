// A child process for the CSV writer's tests that need a process of their own: writing
// as an unprivileged user (root ignores folder permissions), or to this process's
// standard output through a pipe whose reader goes away.
//   node --import tsx test/unit/export/csv-writer-child.ts '{"rows":10,"outPath":"/x/out.csv"}'
//   node --import tsx test/unit/export/csv-writer-child.ts '{"rows":1000000,"stdout":true}'
// Prints one JSON line on stderr: {"result":...} or {"error":{"name","code","message"}}.
import { textCell, writeCsvFile } from '../../../electron/export';
import type { CsvColumn } from '../../../electron/export';

interface Plan {
  rows: number;
  outPath?: string;
  stdout?: boolean;
}

const plan = JSON.parse(process.argv[2] ?? '{}') as Plan;
const columns: CsvColumn<number>[] = [
  { header: 'n', cell: (n) => String(n) },
  { header: 'text', cell: (n) => textCell(`row ${n} with some padding to make it longer`) },
];

function* numbers(count: number): Generator<number> {
  for (let n = 0; n < count; n += 1) yield n;
}

try {
  const result = plan.stdout === true
    ? await writeCsvFile(numbers(plan.rows), columns, { stream: process.stdout })
    : await writeCsvFile(numbers(plan.rows), columns, { outPath: plan.outPath ?? '' });
  process.stderr.write(`${JSON.stringify({ result })}\n`);
} catch (error) {
  const { name, message } = error as Error;
  process.stderr.write(`${JSON.stringify({ error: { name, message, code: (error as { code?: unknown }).code } })}\n`);
  process.exitCode = 3;
}
