// An instance killed with SIGKILL while it saves the rows of a large Excel import: after a restart
// the table holds all of the file's rows or none of them, the user's upload got no success answer,
// and importing the same file again leaves each row exactly once.
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPartialResult } from '../../src/shared/engine-api';
import type { ExcelColumn } from '../../src/server/excel/columns';
import { IMPORT_RESULT_TEXTS } from '../../src/server/excel/messages';
import { writeWorkbook } from '../../src/server/excel/write-workbook';
import { instanceDatabases, startInstance, waitUntil } from './support/instance';
import type { Instance } from './support/instance';

/** Enough rows that saving them takes a while after the log line the kill waits for. */
const ROWS = 60_000;
/**
 * What the server must have written (database pages or statements) after the upload before it is
 * killed: a few MB into the saving of ROWS rows, well before its end.
 */
const KILL_AFTER_BYTES = 4 * 1024 * 1024;
const API = '/sys/position';
const COLUMNS: ExcelColumn[] = [
  { key: 'code', header: '职务编码', kind: 'text' },
  { key: 'name', header: '职务名称', kind: 'text' },
  { key: 'postRank', header: '职级', kind: 'text' },
];

async function positionsFile(prefix: string): Promise<Buffer> {
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    code: `${prefix}-${i}`,
    name: `断电职务${i}`,
    postRank: '中级',
  }));
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeWorkbook({ title: '职务', columns: COLUMNS, rows, output });
  return Buffer.concat(chunks);
}

const importForm = (file: Buffer) => {
  const form = new FormData();
  form.append('file', new Blob([file]), '职务.xlsx');
  return form;
};

/** How many positions the list shows whose code starts with the prefix. */
async function listed(instance: Instance, token: string, prefix: string): Promise<number> {
  const reply = await instance.call<{ total: number }>(
    'GET',
    `${API}/list?pageNo=1&pageSize=1&code=${encodeURIComponent(`${prefix}-*`)}`,
    { token },
  );
  if (!reply.success) throw new Error(`list refused: ${reply.message}`);
  return reply.result.total;
}

describe.each(instanceDatabases())('an import killed mid-way on %s', (database) => {
  let instance: Instance;
  beforeAll(async () => {
    instance = await startInstance({ database });
  });
  afterAll(() => instance?.remove());

  it('leaves all of the file or none of it, and importing it again saves each row once', async () => {
    const prefix = `KILL${Date.now().toString(36).toUpperCase()}`;
    const file = await positionsFile(prefix);
    let token = await instance.signIn();
    expect(await listed(instance, token, prefix)).toBe(0);

    const before = instance.writtenBytes();
    const upload = instance.call('POST', `${API}/importExcel`, { token, form: importForm(file) }).then(
      (reply) => ({ reply }),
      (error: unknown) => ({ error }),
    );
    // Killed once it has written a good part of the rows, before it answers (evidence it is mid-way).
    await waitUntil('the import writing', () => instance.writtenBytes() - before >= KILL_AFTER_BYTES);
    await instance.kill();
    // The user's upload ends without an answer: the client reports the failed request.
    expect(await upload).toHaveProperty('error');

    await instance.restart();
    token = await instance.signIn();
    const kept = await listed(instance, token, prefix);
    expect([0, ROWS]).toContain(kept);

    const retried = await instance.call<ImportPartialResult | null>('POST', `${API}/importExcel`, {
      token,
      form: importForm(file),
    });
    if (kept === 0) {
      expect(retried).toMatchObject({ success: true, message: IMPORT_RESULT_TEXTS.allImported(ROWS) });
    } else {
      // Everything had been committed just before the kill: the retry refuses every row as a duplicate.
      expect(retried.result).toMatchObject({ totalCount: ROWS, successCount: 0, errorCount: ROWS });
    }
    expect(await listed(instance, token, prefix)).toBe(ROWS);
  });
});
