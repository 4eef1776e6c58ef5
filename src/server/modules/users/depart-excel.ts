// Departments through the Excel module (JeecgBoot 2.4's 部门管理 导出/导入; contract §8.7, §8.8): the
// export of every live department in tree order, with its parent's org code, and the import, each
// row added as 新增 does (its org code drawn under the parent the row names by org code).
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { DEPART_CODES, DEPART_PATHS, DEPART_TEXTS } from '../../../shared/users/texts';
import { allow } from '../../auth/route-access';
import { authOf } from '../../auth/authenticate';
import { Errors } from '../../errors';
import {
  columnLabels,
  dictionaryTexts,
  exportFileName,
  exportNote,
  importExcelFile,
  writeWorkbook,
  xlsxDownloadHeaders,
} from '../../excel';
import type { ExcelColumn } from '../../excel';
import type { Database } from '../../db/tables';
import type { AppServices } from '../../services';
import { insertDepart } from './depart-save';
import { liveDeparts } from './depart-tree';
import { departValues } from './depart-values';
import type { DepartValues } from './depart-values';
import { cellText, formRowCheck, savedInOneTransaction, streamed, uploadedFile } from './excel-route-parts';

const CATEGORY_DICTIONARY = 'org_category';
const MAX_ORDER = 1_000_000;

function columns(categories: readonly string[]): ExcelColumn[] {
  return [
    { key: 'departName', header: '机构名称', kind: 'text', required: true, width: 24 },
    { key: 'departNameEn', header: '英文名', kind: 'text', width: 20 },
    { key: 'departNameAbbr', header: '缩写', kind: 'text', width: 12 },
    { key: 'parentOrgCode', header: '上级机构编码', kind: 'text', width: 14 },
    { key: 'orgCategory', header: '机构类型', kind: 'text', width: 10, dictionary: { texts: categories } },
    { key: 'departOrder', header: '排序', kind: 'number', width: 8 },
    { key: 'mobile', header: '手机号', kind: 'text', width: 14 },
    { key: 'fax', header: '传真', kind: 'text', width: 14 },
    { key: 'address', header: '地址', kind: 'text', width: 24 },
    { key: 'memo', header: '备注', kind: 'text', width: 24 },
  ];
}
const ORG_CODE: ExcelColumn = { key: 'orgCode', header: '机构编码', kind: 'text', width: 14 };
const CREATE_TIME: ExcelColumn = { key: 'createTime', header: '创建时间', kind: 'datetime', width: 20 };

/** A sheet row's fields as the form's, refused with the form's messages. */
function rowValues(raw: Record<string, unknown>, categories: readonly string[]) {
  const order = raw.departOrder;
  const departOrder = order === undefined || order === null || order === '' ? null : Number(order);
  if (
    departOrder !== null &&
    !(Number.isInteger(departOrder) && departOrder >= 0 && departOrder <= MAX_ORDER)
  )
    throw Errors.departInvalid(DEPART_TEXTS.orderInvalid);
  const orgCategory = cellText(raw, 'orgCategory') ?? null;
  if (orgCategory !== null && !categories.includes(orgCategory))
    throw Errors.departInvalid(DEPART_TEXTS.categoryInvalid);
  return {
    parentOrgCode: cellText(raw, 'parentOrgCode')?.trim() || null,
    values: departValues({
      departName: cellText(raw, 'departName'),
      departNameEn: cellText(raw, 'departNameEn') ?? null,
      departNameAbbr: cellText(raw, 'departNameAbbr') ?? null,
      departOrder,
      orgCategory,
      mobile: cellText(raw, 'mobile') ?? null,
      fax: cellText(raw, 'fax') ?? null,
      address: cellText(raw, 'address') ?? null,
      memo: cellText(raw, 'memo') ?? null,
    }),
  };
}

type DepartRow = { parentOrgCode: string | null; values: DepartValues };

const FIELD_OF_MESSAGE: Readonly<Record<string, string>> = {
  [DEPART_TEXTS.orderInvalid]: 'departOrder',
  [DEPART_TEXTS.categoryInvalid]: 'orgCategory',
  [DEPART_TEXTS.parentCodeUnknown]: 'parentOrgCode',
};
const fieldOf = (message: string) => FIELD_OF_MESSAGE[message] ?? 'departName';

export function registerDepartExcelRoutes(api: FastifyInstance, services: AppServices): void {
  const { db, dictionaries } = services;
  const place = { store: services.store, dataDir: services.config.dataDir };
  const categoryItems = async () => (await dictionaries.all())[CATEGORY_DICTIONARY] ?? [];

  api.get(
    DEPART_PATHS.exportXls,
    allow.anyOf(DEPART_CODES.add, DEPART_CODES.edit),
    async (request, reply) => {
      const items = await categoryItems();
      const departs = await liveDeparts(db);
      const codeOf = new Map(departs.map((d) => [d.id, d.orgCode]));
      const textOf = new Map(items.map((i) => [i.value, i.text]));
      const rows = departs
        .map((d) => ({
          ...d,
          parentOrgCode: (d.parentId && codeOf.get(d.parentId)) || null,
          orgCategory_dictText: (d.orgCategory && textOf.get(d.orgCategory)) || d.orgCategory,
        }))
        .sort((a, b) => (a.orgCode < b.orgCode ? -1 : a.orgCode > b.orgCode ? 1 : 0));
      const title = DEPART_TEXTS.exportTitle;
      const stream = streamed(request, (output) =>
        writeWorkbook({
          title,
          note: exportNote(rows.length),
          columns: [ORG_CODE, ...columns(dictionaryTexts(items)), CREATE_TIME],
          rows,
          output,
        }),
      );
      return reply.headers(xlsxDownloadHeaders(exportFileName(title))).send(stream);
    },
  );

  api.post(DEPART_PATHS.importExcel, allow.anyOf(DEPART_CODES.add), async (request) => {
    const upload = await uploadedFile(request);
    if ('refusal' in upload) return upload.refusal;
    const { user } = authOf(request);
    const items = await categoryItems();
    const cols = columns(dictionaryTexts(items));
    const categories = items.map((i) => i.value);
    /** The parent a row names by org code (departments of earlier rows included). */
    const parentIdOf = async (trx: Transaction<Database>, orgCode: string | null) => {
      if (!orgCode) return null;
      const parent = await trx
        .selectFrom('sysDepart')
        .select('id')
        .where('orgCode', '=', orgCode)
        .where('delFlag', '=', '0')
        .executeTakeFirst();
      if (!parent) throw Errors.departInvalid(DEPART_TEXTS.parentCodeUnknown);
      return parent.id;
    };
    return importExcelFile<DepartRow>({
      file: upload.file,
      columns: cols,
      labels: columnLabels(cols),
      dictionaries: { orgCategory: items },
      validate: formRowCheck((raw) => rowValues(raw, categories), fieldOf),
      ...savedInOneTransaction<DepartRow>(db, async (trx, row) =>
        insertDepart(trx, user.username, row.values, await parentIdOf(trx, row.parentOrgCode)),
      ),
      userId: user.id,
      title: DEPART_TEXTS.exportTitle,
      place,
      onError: (error) => request.log.error({ err: error }, 'department import failed'),
    });
  });
}
