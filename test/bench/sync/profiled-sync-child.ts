// Child of the sync benchmark, run under `node --cpu-prof`: the same driver as the
// benchmark process (app-sync-driver.ts), one full loopback sync, then a JSON line.
// Usage: profiled-sync-child.ts BASE_URL ADMIN_TOKEN
import { openBenchHost, runFullSync } from './app-sync-driver';

const [baseUrl, adminToken] = process.argv.slice(2);
if (baseUrl === undefined || adminToken === undefined) throw new Error('usage: profiled-sync-child.ts BASE_URL ADMIN_TOKEN');
const bench = await openBenchHost(baseUrl, adminToken);
try {
  console.log(JSON.stringify(await runFullSync(bench)));
} finally {
  await bench.close();
}
