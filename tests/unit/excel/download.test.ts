import { describe, expect, it } from 'vitest';
import {
  XLSX_CONTENT_TYPE,
  contentDisposition,
  exportFileName,
  safeFileName,
  templateFileName,
  xlsxDownloadHeaders,
} from '../../../src/server/excel';

describe('download names and headers', () => {
  it('names an export after its title with a China-time stamp', () => {
    expect(exportFileName('企业信息', Date.UTC(2024, 0, 2, 16, 30, 5))).toBe('企业信息_20240103003005.xlsx');
    expect(exportFileName('  ', Date.UTC(2024, 0, 2))).toBe('数据_20240102080000.xlsx');
    expect(templateFileName('企业信息')).toBe('企业信息_导入模板.xlsx');
  });

  it('keeps Chinese but not what file systems refuse', () => {
    expect(safeFileName('企业/信息:2024*?"<>|', '.xlsx')).toBe('企业_信息_2024______.xlsx');
  });

  it('sends the UTF-8 name in filename* and a readable ASCII fallback', () => {
    expect(contentDisposition('企业信息_20240103.xlsx')).toBe(
      `attachment; filename="20240103.xlsx"; filename*=UTF-8''${encodeURIComponent('企业信息_20240103.xlsx')}`,
    );
    expect(contentDisposition('企业信息.xlsx')).toBe(
      `attachment; filename="download.xlsx"; filename*=UTF-8''%E4%BC%81%E4%B8%9A%E4%BF%A1%E6%81%AF.xlsx`,
    );
    expect(contentDisposition("O'Brien (1).xlsx")).toBe(
      `attachment; filename="O'Brien (1).xlsx"; filename*=UTF-8''O%27Brien%20%281%29.xlsx`,
    );
    expect(xlsxDownloadHeaders('a.xlsx')).toEqual({
      'Content-Type': XLSX_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="a.xlsx"; filename*=UTF-8''a.xlsx`,
    });
    expect(XLSX_CONTENT_TYPE).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });
});
