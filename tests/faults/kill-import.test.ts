// An instance killed with SIGKILL while it saves the rows of a large Excel import: after a restart
// the table holds all of the file's rows or none of them, the user's upload got no success answer,
// and importing the same file again leaves each row exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPartialResult } from '../../src/shared/engine-api';
import { IMPORT_RESULT_TEXTS } from '../../src/server/excel/messages';
import { instanceDatabases, startInstance, waitUntil } from './support/instance';
import type { Instance } from './support/instance';
import { POSITIONS_API, importForm, listedPositions, positionsFile } from './support/positions';

/** Enough rows that saving them takes a while after the log line the kill waits for. */
const ROWS = 60_000;
/**
 * What the server must have written (database pages or statements) after the upload before it is
 * killed: a few MB into the saving of ROWS rows, well before its end.
 */
const KILL_AFTER_BYTES = 4 * 1024 * 1024;
const API = POSITIONS_API;
describe.each(instanceDatabases())('an import killed mid-way on %s', (database) => {
  let instance: Instance;
  beforeAll(async () => {
    instance = await startInstance({ database });
  });
  afterAll(() => instance?.remove());

  it('leaves all of the file or none of it, and importing it again saves each row once', async () => {
    const prefix = `KILL${Date.now().toString(36).toUpperCase()}`;
    const file = await positionsFile(prefix, ROWS);
    let token = await instance.signIn();
    expect(await listedPositions(instance, token, prefix)).toBe(0);

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
    const kept = await listedPositions(instance, token, prefix);
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
    expect(await listedPositions(instance, token, prefix)).toBe(ROWS);
  });
});
