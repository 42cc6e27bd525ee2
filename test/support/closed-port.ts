// A loopback port nothing listens on, for tests of a server that is not running: taken from
// the system, then released (another process could take it in between; on a test machine
// that is rare enough).
import { createServer } from 'node:net';

export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
