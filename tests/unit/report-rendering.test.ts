// Report documents (modules/report-generation): the built-in template merged with a report's data —
// values, the hazard table's rows, pictures fitted into their boxes — and a template that cannot be
// merged refused with a Chinese explanation.
import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { Canvas, encodePng } from '../../src/server/auth/captcha-image';
import { AppError } from '../../src/server/errors';
import { defaultReportTemplate } from '../../src/server/modules/report-generation/default-template';
import { fitted } from '../../src/server/modules/report-generation/docx-images';
import { renderReport } from '../../src/server/modules/report-generation/render-report';

const PHOTO = encodePng(new Canvas(320, 240, [200, 220, 240]));
const SIGNATURE = encodePng(new Canvas(400, 100, [255, 255, 255]));
const files: Record<string, Buffer> = { 'a/photo.png': PHOTO, 'a/sign.png': SIGNATURE };
const read = (path: string) => Promise.resolve(files[path] ?? null);

const hazard = (index: number, photos: string[]) => ({
  index,
  location: `${index}号车间`,
  description: `隐患${index}`,
  hazardLevel: '一般事故隐患',
  photo1: photos[0] ? { storedPath: photos[0] } : null,
  photo2: photos[1] ? { storedPath: photos[1] } : null,
});

const bodyOf = (docx: Buffer) => new PizZip(docx).file('word/document.xml')!.asText();

describe('a rendered report', () => {
  it('holds the values, a table row per hazard and its pictures, and the signatures', async () => {
    const docx = await renderReport(
      defaultReportTemplate(),
      {
        reportNo: 'BG-20261126-0001',
        enterpriseName: '测试化工有限公司',
        hazards: [hazard(1, ['a/photo.png', 'a/photo.png']), hazard(2, []), hazard(3, ['a/missing.png'])],
        hazardCounts: [],
        expertSignature: { storedPath: 'a/sign.png' },
        enterpriseSignature: null,
      },
      read,
    );
    const body = bodyOf(docx);
    const text = body.replace(/<[^>]+>/g, '');
    for (const expected of ['BG-20261126-0001', '测试化工有限公司', '1号车间', '2号车间', '3号车间'])
      expect(text).toContain(expected);
    // Two photos on the first row, none on the others (a missing file draws nothing), one signature.
    expect(body.match(/<w:drawing>/g)).toHaveLength(3);
    const zip = new PizZip(docx);
    expect(Object.keys(zip.files).filter((name) => name.startsWith('word/media/'))).toHaveLength(2);
    expect(zip.file('word/_rels/document.xml.rels')!.asText()).toContain('media/anze-image-1.png');
    expect(zip.file('[Content_Types].xml')!.asText()).toContain('Extension="png"');
    expect(body).toMatch(/<w:document [^>]*xmlns:wp=/);
  });

  it('fits a picture into its box keeping its proportions', () => {
    const box = { widthCm: 4, heightCm: 3 };
    expect(fitted({ width: 400, height: 100 }, box)).toEqual({ cx: 1_440_000, cy: 360_000 });
    expect(fitted({ width: 100, height: 400 }, box)).toEqual({ cx: 270_000, cy: 1_080_000 });
  });

  it('refuses a template it cannot merge, saying why in Chinese', async () => {
    const broken = defaultReportTemplate('<w:p><w:r><w:t>{#hazards}{index}</w:t></w:r></w:p>');
    await expect(renderReport(broken, { hazards: [] }, read)).rejects.toThrow(/^模板无法生成报告：/);
    await expect(renderReport(Buffer.from('not a zip'), {}, read)).rejects.toBeInstanceOf(AppError);
  });
});
