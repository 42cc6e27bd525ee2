// The audit trail's CSV export goes through the same destination checks as every
// export: no device, no symlink, no silent replacement of an existing file; and it can
// stream (for `export audit --out -`).
import { lstatSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { AUDIT_CSV_COLUMNS } from '../../../electron/audit';
import { CsvExportError } from '../../../electron/export';
import { auditIn, cleanUp, requestEvent, tempDir } from '../audit/audit-fixtures';

afterEach(cleanUp);

describe('audit exportCsv destinations', () => {
  it('refuses a device and an existing file unless told to replace it', async () => {
    const { audit } = auditIn();
    audit.appendRequest(requestEvent({}));
    await expect(audit.exportCsv('/dev/full', { overwrite: true })).rejects.toMatchObject({ name: 'CsvExportError', code: 'not_a_file' });
    expect(lstatSync('/dev/full').isCharacterDevice()).toBe(true);

    const outPath = join(tempDir(), 'audit.csv');
    writeFileSync(outPath, 'earlier audit export');
    const refused = await audit.exportCsv(outPath).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CsvExportError);
    expect(refused).toMatchObject({ code: 'exists', message: `Cannot write ${outPath}: ${outPath} exists.` });
    expect((refused as CsvExportError).messageFor('cli')).toBe(`Cannot write ${outPath}: ${outPath} exists. Pass \`--force\` to replace it.`);
    expect(readFileSync(outPath, 'utf8')).toBe('earlier audit export');

    expect((await audit.exportCsv(outPath, { overwrite: true })).rowsWritten).toBe(1);
    expect(readFileSync(outPath, 'utf8').startsWith(AUDIT_CSV_COLUMNS.map((c) => c.header).join(','))).toBe(true);
  });

  it('streams to a caller stream with "-"', async () => {
    const { audit } = auditIn();
    audit.appendRequest(requestEvent({}));
    audit.appendRequest(requestEvent({ attempt: 2 }));
    const out = new PassThrough();
    const parts: Buffer[] = [];
    out.on('data', (b: Buffer) => parts.push(b));
    const result = await audit.exportCsv('-', { stream: out });
    expect(result).toMatchObject({ outPath: '-', rowsWritten: 2 });
    expect(Buffer.concat(parts).toString('utf8').split('\r\n')).toHaveLength(4);
  });
});
