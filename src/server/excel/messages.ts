// Every Chinese text of the Excel module: sheet notes, template hints, import and export messages.
// The contract fixes the import answers (api-contract.md §8.7); the rest is ours, kept short and plain.
import { VALUE_MESSAGES } from '../../shared/validation/field-values';

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))}MB`;

export const EXCEL_TEXTS = {
  /** Row 2 of an export. */
  exportNote: (time: string, total: number) => `导出时间：${time}  共${total}条`,
  /** Sheet name of exports and templates (Excel allows at most 31 characters). */
  sheetName: (title: string) => title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || '数据',
  fallbackTitle: '数据',
  errorsFileName: (title: string) => `${title}_导入错误信息.txt`,
  templateName: (title: string) => `${title}_导入模板`,
} as const;

/** Contract answers of importExcel (api-contract.md §8.7). */
export const IMPORT_RESULT_TEXTS = {
  allImported: (count: number) => `共${count}行数据全部导入成功！`,
  partial: '文件导入成功，但有错误。',
  partialSummary: (total: number, success: number, errors: number) =>
    `总上传行数：${total}，已导入行数：${success}，错误行数：${errors}`,
  failed: (reason: string) => `文件导入失败:${reason}`,
} as const;

/** Reasons a whole file is refused (shown after 文件导入失败:). */
export const IMPORT_FILE_ERRORS = {
  noFile: '请选择要导入的文件',
  empty: '文件为空',
  legacyXls: '不支持旧版.xls格式或加密的文件，请在Excel中另存为不加密的.xlsx文件后再导入',
  notXlsx: '文件不是有效的Excel文件（.xlsx）',
  broken: '文件已损坏或不完整，无法读取',
  noSheet: '文件中没有工作表',
  noHeader: (row: number) => `第${row}行应为表头，但没有找到可导入的列，请使用导入模板`,
  missingHeaders: (labels: string[]) => `缺少必填列：${labels.join('、')}`,
  duplicateHeader: (label: string) => `表头“${label}”重复`,
  noData: '文件中没有可导入的数据',
  tooManyRows: (max: number) => `数据行数超过上限（最多${max}行），请分批导入`,
  tooLarge: (maxBytes: number) => `文件大小超过上限（最大${megabytes(maxBytes)}）`,
  readFailed: '文件读取失败，请重新上传',
  unexpected: '文件处理出错，请检查文件后重试',
} as const;

/** Messages of single rows in the failed-rows report. */
export const IMPORT_ROW_ERRORS = {
  notInDictionary: VALUE_MESSAGES.notInDictionary,
  ambiguousText: (text: string) =>
    `“${text}”对应多个可选项，无法确定是哪一个：请清空此格，导入后在页面上选择`,
  cellError: (code: string) => `单元格有错误值${code}`,
  saveFailed: '保存失败',
  reportLine: (row: number, label: string | undefined, message: string) =>
    label ? `第${row}行：${label}：${message}` : `第${row}行：${message}`,
  aborted: (reason: string) => `读取中断：${reason}，其后的行未导入。`,
  unlisted: (count: number) => `另有${count}条错误未列出，请先修正以上错误后重新导入。`,
} as const;

/** Background exports. */
export const EXPORT_JOB_TEXTS = {
  queued: '排队中，请稍候',
  done: '导出完成',
  failed: '导出失败，请稍后重试',
  interrupted: '导出任务已中断，请重新导出',
  notFound: '导出任务不存在或已过期',
  notReady: '导出尚未完成',
  errorsFileNotFound: '错误信息文件不存在或已过期',
} as const;

/** Hints of the import template. */
export const TEMPLATE_TEXTS = {
  instructions:
    '填写说明：红色表头为必填列；把鼠标停在表头上可查看填写要求；有下拉箭头的列请从下拉列表中选择；' +
    '日期请按YYYY-MM-DD填写；请从第4行开始填写数据，不要修改或删除前3行。',
  required: '必填',
  optional: '选填',
  choices: (texts: string[], more: number) => `可选值：${texts.join('、')}${more > 0 ? ` 等${more}项` : ''}`,
  multiple: '可填多个，用英文逗号分隔',
  date: '格式：YYYY-MM-DD，例如 2024-01-31',
  dateTime: '格式：YYYY-MM-DD HH:mm:ss，例如 2024-01-31 08:30:00',
  number: '请填写数字',
  listError: '请从下拉列表中选择',
  listErrorTitle: '输入的值不是可选的值',
} as const;
