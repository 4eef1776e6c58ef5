// The platform's own operation as generated once per installation: the apps' packages and pictures,
// the files to download (real bytes) and the push log of the last days (domain §2.19–§2.22, §6.4).
import { describe, expect, it } from 'vitest';
import { dateOf, dayNumber } from '../../../src/server/demo/calendar';
import { PUSH_LOG_DAYS } from '../../../src/server/demo/push-logs';
import { generateSample, SAMPLE_AS_OF } from './support/sample';

const sample = generateSample();
const { apkVersions, appPictures, fileDownloads, pushLogs, files } = sample.platform;
const CUTOFF = `${SAMPLE_AS_OF} 00:00:00`;
const share = <T>(rows: readonly T[], test: (row: T) => boolean) => rows.filter(test).length / rows.length;

describe('APK versions', () => {
  it('8–15 per app, versionCode rising with each release, a forced update every 3rd–5th', () => {
    for (const app of ['1', '2']) {
      const versions = apkVersions
        .filter((v) => v.appType === app)
        .sort((a, b) => a.publishTime!.localeCompare(b.publishTime!));
      expect(versions.length).toBeGreaterThanOrEqual(8);
      expect(versions.length).toBeLessThanOrEqual(15);
      versions.forEach((v, i) => {
        expect(v.publishTime! < CUTOFF).toBe(true);
        if (i > 0) expect(v.versionCode).toBeGreaterThan(versions[i - 1]!.versionCode);
        const [major, minor, patch] = v.versionName.split('.').map(Number);
        expect(v.versionCode).toBe(major! * 10_000 + minor! * 100 + patch!);
      });
      const forced = versions.flatMap((v, i) => (v.forceUpdate === 'Y' ? [i + 1] : []));
      expect(forced[0]).toBeGreaterThanOrEqual(3);
      expect(forced[0]).toBeLessThanOrEqual(5);
      for (let k = 1; k < forced.length; k++) expect([3, 4, 5]).toContain(forced[k]! - forced[k - 1]!);
      expect(versions.length + 1 - forced.at(-1)!).toBeLessThanOrEqual(5);
      // The latest is published; older ones are taken offline once a forced update superseded them.
      expect(versions.at(-1)!.status).toBe('1');
      const lastForced = versions[forced.at(-1)! - 1]!;
      for (const v of versions) {
        expect(v.status).toBe(v.versionCode < lastForced.versionCode ? '2' : '1');
        const floor = versions.filter((w) => w.forceUpdate === 'Y' && w.versionCode <= v.versionCode).at(-1);
        expect(v.minVersionCode).toBe(floor?.versionCode ?? null);
      }
    }
  });
});

describe('app pictures', () => {
  it('a handful per position, online exactly while their time says, each image a stored file', () => {
    const images = new Map(files.filter((f) => f.entity === 'appPicture').map((f) => [f.storedPath, f]));
    for (const position of ['1', '2', '3', '4']) {
      const count = appPictures.filter((p) => p.position === position).length;
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(6);
    }
    for (const p of appPictures) {
      const online = p.startTime! < CUTOFF && (p.endTime === null || p.endTime >= CUTOFF);
      expect(p.status, p.title).toBe(online ? '1' : '0');
      expect(images.get(p.imageUrl)).toMatchObject({
        recordId: p.id,
        fieldKey: 'imageUrl',
        picture: 'banner',
      });
      if (p.linkType === '1') expect(p.linkUrl).toMatch(/^https?:\/\//);
    }
    expect(new Set(appPictures.map((p) => p.status))).toEqual(new Set(['0', '1']));
  });
});

describe('files to download', () => {
  it('15–25 across the categories, each a small real file of its type', () => {
    expect(fileDownloads.length).toBeGreaterThanOrEqual(15);
    expect(fileDownloads.length).toBeLessThanOrEqual(25);
    expect(new Set(fileDownloads.map((f) => f.fileCategory))).toEqual(
      new Set(['1', '2', '3', '4', '5', '6', '7', '9']),
    );
    let bytes = 0;
    for (const download of fileDownloads) {
      const file = files.find((f) => f.storedPath === download.fileUrl)!;
      expect(file).toMatchObject({ entity: 'fileDownload', recordId: download.id, fieldKey: 'fileUrl' });
      const content = file.bytes!;
      bytes += content.length;
      if (download.fileUrl.endsWith('.pdf')) expect(content.subarray(0, 5).toString()).toBe('%PDF-');
      else expect(new TextDecoder('utf-8', { fatal: true }).decode(content)).toContain('演示数据');
      expect(download.publishTime < CUTOFF).toBe(true);
    }
    expect(bytes).toBeLessThan(50_000);
    expect(fileDownloads.filter((f) => f.status === '0').every((f) => f.remark)).toBe(true);
  });
});

describe('push log', () => {
  const scheduled = pushLogs.filter((p) => p.triggerType === '1');

  it('one batch an hour over the last days, every row in the window', () => {
    const hours = new Set(scheduled.map((p) => p.createTime.slice(0, 13)));
    expect(hours.size).toBeGreaterThan(PUSH_LOG_DAYS * 24 * 0.9);
    const batches = new Map<string, string>();
    for (const p of scheduled) {
      const hour = p.createTime.slice(0, 13);
      expect(batches.get(p.batchNo) ?? hour).toBe(hour);
      batches.set(p.batchNo, hour);
    }
    expect(batches.size).toBe(hours.size);
    const first = dayNumber(SAMPLE_AS_OF) - PUSH_LOG_DAYS;
    for (const p of pushLogs) {
      expect(dayNumber(p.createTime.slice(0, 10))).toBeGreaterThanOrEqual(first);
      expect(p.createTime < CUTOFF && p.requestTime < CUTOFF).toBe(true);
      // The row is written once the first answer is in; retries and 补推 send later.
      if (p.retryCount > 0 || p.triggerType === '3') expect(p.requestTime > p.createTime).toBe(true);
      else expect(p.createTime.slice(0, 13)).toBe(p.requestTime.slice(0, 13));
    }
  });

  it('95 % taken at once, 4 % after a retry, 1 % out of retries (most pushed again); the failures say why', () => {
    expect(
      share(pushLogs, (p) => p.status === '2' && p.retryCount === 0 && p.triggerType === '1'),
    ).toBeGreaterThan(0.92);
    expect(
      share(pushLogs, (p) => p.status === '2' && p.retryCount === 0 && p.triggerType === '1'),
    ).toBeLessThan(0.98);
    const retried = share(pushLogs, (p) => p.status === '2' && p.retryCount > 0);
    expect(retried).toBeGreaterThan(0.015);
    expect(retried).toBeLessThan(0.07);
    const exhausted = pushLogs.filter((p) => p.status === '5');
    const repushed = pushLogs.filter((p) => p.triggerType === '3');
    const outOfRetries = (exhausted.length + repushed.length) / pushLogs.length;
    expect(outOfRetries).toBeGreaterThan(0.002);
    expect(outOfRetries).toBeLessThan(0.03);
    for (const p of exhausted) expect([p.retryCount, p.nextRetryTime, p.triggerType]).toEqual([3, null, '1']);
    // 补推 marks the row 待推送 (a step of its flow log); the next run sends it in its batch.
    const steps = sample.platform.flowSteps.filter((s) => s.entity === 'pushLog');
    expect(steps.map((s) => s.recordId).sort()).toEqual(repushed.map((p) => p.id).sort());
    for (const step of steps)
      expect([step.operation, step.fromState, step.toState]).toEqual(['repush', '5', '0']);
    for (const p of repushed) {
      expect(['0', '2']).toContain(p.status);
      expect(p.operatorName).toBeTruthy();
      if (p.status === '2') expect(p.retryCount).toBe(0);
    }
    const waiting = pushLogs.filter((p) => p.status === '3');
    expect(waiting.length).toBeGreaterThan(0);
    // Waiting for a run after the reference day: due after the last run, an hour before it.
    const lastRun = `${dateOf(dayNumber(SAMPLE_AS_OF) - 1)} 23:00:00`;
    for (const p of waiting)
      expect(p.nextRetryTime! > lastRun && p.nextRetryTime! > p.requestTime).toBe(true);
    for (const p of pushLogs) {
      expect(p.status === '2').toBe(p.externalSerialNo !== null);
      expect(p.httpStatus === null).toBe(p.responseTime === null);
      if (p.status === '3' || p.status === '5')
        expect([
          '统一社会信用代码校验失败',
          '签名验证失败',
          '连接超时',
          '字段[policyNo]重复',
          '字段[hazardNo]重复',
        ]).toContain(p.responseMsg);
    }
  });

  it('names records that exist, with the message copy masked', () => {
    const ids = new Set(
      sample.bundles.flatMap((b) => [
        b.enterprise.id,
        ...b.policies.map((x) => x.id),
        ...b.investigations.map((x) => x.id),
        ...b.hazards.map((x) => x.id),
        ...b.trainings.map((x) => x.id),
        ...b.drills.map((x) => x.id),
      ]),
    );
    for (const p of pushLogs) {
      expect(ids).toContain(p.bizId);
      const body = JSON.parse(p.requestBody) as { bizId: string; data: Record<string, unknown> };
      expect([body.bizId, body.data.id]).toEqual([p.bizId, p.bizId]);
      for (const [key, value] of Object.entries(body.data))
        if (/(Phone|^mobile|idCardNo)$/.test(key) && value !== null) expect(value, key).toContain('****');
    }
    expect(pushLogs.some((p) => /1[3-9]\d\*{4}\d{4}/.test(p.requestBody))).toBe(true);
  });
});
