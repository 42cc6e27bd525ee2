// The web shell's port kept per data directory: read back as written, refused when the
// file is not a port, and given up when something else listens there now. A data
// directory it is the first to create is 0700.
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberedPort, rememberedPortIfFree, rememberPort } from '../../../electron/web-shell/remembered-port';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'treasury-port-'));
  dirs.push(dir);
  return path.join(dir, 'data');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the web shell port remembered per data directory', () => {
  it('is read back as written, and nothing before the shell first listened', () => {
    const dir = dataDir();
    expect(rememberedPort(dir)).toBeUndefined();
    rememberPort(dir, 43117);
    expect(rememberedPort(dir)).toBe(43117);
  });

  it('creates the data directory 0700 when it is the first to (the README promises it), the file 0600', () => {
    const dir = path.join(dataDir(), 'nested');
    rememberPort(dir, 43117);
    expect((statSync(dir).mode & 0o777).toString(8)).toBe('700');
    expect((statSync(path.dirname(dir)).mode & 0o777).toString(8)).toBe('700');
    expect((statSync(path.join(dir, 'web-shell-port')).mode & 0o777).toString(8)).toBe('600');
  });

  it('is not taken from a file that holds no usable port', () => {
    const dir = dataDir();
    rememberPort(dir, 1);
    for (const text of ['abc', '70000', '80', '', '4311 7']) {
      writeFileSync(path.join(dir, 'web-shell-port'), text);
      expect(rememberedPort(dir), text).toBeUndefined();
    }
  });

  it('is offered only while nothing listens on it', async () => {
    const other = createServer();
    await new Promise<void>((resolve) => other.listen({ host: '127.0.0.1', port: 0 }, resolve));
    const taken = (other.address() as AddressInfo).port;
    const dir = dataDir();
    rememberPort(dir, taken);
    expect(await rememberedPortIfFree(dir)).toBeUndefined();
    await new Promise<void>((resolve) => other.close(() => resolve()));
    expect(await rememberedPortIfFree(dir)).toBe(taken);
    // The probe let the port go: it can be listened on again at once.
    const again = createServer();
    await new Promise<void>((resolve, reject) => {
      again.once('error', reject);
      again.listen({ host: '127.0.0.1', port: taken, exclusive: true }, resolve);
    });
    await new Promise<void>((resolve) => again.close(() => resolve()));
  });
});
