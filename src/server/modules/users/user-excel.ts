// Users through the Excel module (contract §8.7, §8.8; reusing src/server/excel): export of a list
// query (or the selected rows), the import template and the import. Imported users are checked by
// the same rules as add; a row without a password gets a random one (no default password: an
// administrator resets it before first use).
import { allow } from '../../auth/route-access';
import { hashPassword } from '../../auth/password-hash';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LIST_LIMITS, USER_CODES, USER_PATHS, USER_TEXTS } from '../../../shared/users/texts';
import { principalOf } from '../../engine/principal';
import {
  columnLabels,
  dictionaryTexts,
  exportFileName,
  exportNote,
  importExcelFile,
  templateFileName,
  writeImportTemplate,
  writeWorkbook,
  xlsxDownloadHeaders,
} from '../../excel';
import type { ExcelColumn } from '../../excel';
import type { AppServices } from '../../services';
import type { UserReader } from './user-query';
import { scopeOf } from './tenant-scope';
import type { UserScope } from './tenant-scope';
import type { UserListQuery, UserListRow } from './user-rows';
import { insertUser } from './user-save';
import { checkNewPassword, checkUsername, userValues } from './user-values';
import type { UserValues } from './user-values';
import { LIST_PARAMS, stringQuery } from './request-schemas';
import { cellText, formRowCheck, savedInOneTransaction, streamed, uploadedFile } from './excel-route-parts';

function columns(texts: { sex: readonly string[]; status: readonly string[] }, purpose: 'export' | 'import') {
  const all: (ExcelColumn & { exportOnly?: boolean; importOnly?: boolean })[] = [
    { key: 'username', header: '登录账号', kind: 'text', required: true, width: 18 },
    { key: 'realname', header: '用户姓名', kind: 'text', required: true, width: 16 },
    { key: 'password', header: '登录密码', kind: 'text', width: 16, importOnly: true },
    { key: 'sex', header: '性别', kind: 'text', width: 8, dictionary: { texts: texts.sex } },
    { key: 'birthday', header: '生日', kind: 'date', width: 12 },
    { key: 'phone', header: '手机号码', kind: 'text', width: 14 },
    { key: 'email', header: '电子邮件', kind: 'text', width: 24 },
    { key: 'telephone', header: '座机', kind: 'text', width: 14 },
    { key: 'workNo', header: '工号', kind: 'text', width: 12 },
    { key: 'orgCodeTxt', header: '所属部门', kind: 'text', width: 24, exportOnly: true },
    { key: 'roleNames', header: '角色', kind: 'text', width: 20, exportOnly: true },
    {
      key: 'status',
      header: '状态',
      kind: 'text',
      width: 8,
      dictionary: { texts: texts.status },
      exportOnly: true,
    },
    { key: 'createTime', header: '创建时间', kind: 'datetime', width: 20, exportOnly: true },
  ];
  return all
    .filter((c) => (purpose === 'export' ? !c.importOnly : !c.exportOnly))
    .map(({ exportOnly: _e, importOnly: _i, ...column }) => column);
}

async function* exportRows(
  users: UserReader,
  query: UserListQuery & { selections?: string; departId?: string },
  scope: UserScope,
) {
  const selected = (query.selections ?? '').split(',').filter(Boolean);
  if (selected.length > 0) {
    yield* await users.byIds(selected.slice(0, LIST_LIMITS.maxIds), scope);
    return;
  }
  for (let pageNo = 1; ; pageNo++) {
    const page = await users.list(
      { ...query, pageNo: String(pageNo), pageSize: String(LIST_LIMITS.maxPageSize) },
      scope,
    );
    yield* page.records;
    if (pageNo >= page.pages) return;
  }
}

/** The column a refused value belongs to, so the failed-rows report names the right label. */
const FIELD_OF_MESSAGE: Readonly<Record<string, string>> = {
  [USER_TEXTS.realnameRequired]: 'realname',
  [USER_TEXTS.mobileFormat]: 'phone',
  [USER_TEXTS.emailFormat]: 'email',
};
const fieldOfMessage = (message: string) =>
  FIELD_OF_MESSAGE[message] ?? (message.includes('密码') ? 'password' : 'username');

/** A sheet row's user as add takes it, refused with the form's messages. */
function rowValues(raw: Record<string, unknown>) {
  const text = (key: string) => cellText(raw, key);
  const password = text('password') || randomBytes(18).toString('base64url');
  return {
    username: checkUsername(text('username')),
    password: checkNewPassword(password),
    values: userValues({
      realname: text('realname'),
      sex: text('sex') ?? null,
      birthday: text('birthday')?.slice(0, 10) ?? null,
      phone: text('phone') ?? null,
      email: text('email') ?? null,
      telephone: text('telephone') ?? null,
      workNo: text('workNo') ?? null,
    }),
  };
}

interface ImportValues {
  username: string;
  passwordHash: string;
  values: UserValues;
}

export function registerUserExcelRoutes(
  api: FastifyInstance,
  services: AppServices,
  users: UserReader,
): void {
  const { db, dictionaries } = services;
  const place = { store: services.store, dataDir: services.config.dataDir };
  const dictItems = async () => {
    const all = await dictionaries.all();
    return { sex: all['sex'] ?? [], status: all['user_status'] ?? [] };
  };
  api.get<{ Querystring: UserListQuery & { selections?: string; departId?: string } }>(
    USER_PATHS.exportXls,
    { ...allow.anyOf(USER_CODES.exportXls), schema: stringQuery(...LIST_PARAMS, 'selections') },
    async (request, reply) => {
      const items = await dictItems();
      const cols = columns(
        { sex: dictionaryTexts(items.sex), status: dictionaryTexts(items.status) },
        'export',
      );
      const title = USER_TEXTS.exportTitle;
      const scope = await scopeOf(request);
      const selected = (request.query.selections ?? '').split(',').filter(Boolean).length;
      const total =
        selected || (await users.list({ ...request.query, pageNo: '1', pageSize: '1' }, scope)).total;
      const rows: AsyncIterable<UserListRow> = exportRows(users, request.query, scope);
      const stream = streamed(request, (output) =>
        writeWorkbook({ title, note: exportNote(total), columns: cols, rows, output }),
      );
      return reply.headers(xlsxDownloadHeaders(exportFileName(title))).send(stream);
    },
  );

  api.get(USER_PATHS.importTemplate, allow.anyOf(USER_CODES.importExcel), async (request, reply) => {
    const items = await dictItems();
    const cols = columns({ sex: dictionaryTexts(items.sex), status: [] }, 'import');
    const title = USER_TEXTS.exportTitle;
    const stream = streamed(request, (output) => writeImportTemplate({ title, columns: cols, output }));
    return reply.headers(xlsxDownloadHeaders(templateFileName(title))).send(stream);
  });

  api.post(USER_PATHS.importExcel, allow.anyOf(USER_CODES.importExcel), async (request) => {
    const principal = await principalOf(request, db);
    const upload = await uploadedFile(request);
    if ('refusal' in upload) return upload.refusal;
    const items = await dictItems();
    const cols = columns({ sex: dictionaryTexts(items.sex), status: [] }, 'import');
    return importExcelFile<ImportValues>({
      file: upload.file,
      columns: cols,
      labels: columnLabels(cols),
      dictionaries: { sex: items.sex },
      // Passwords are hashed while the rows are checked, all of them before the one transaction of the save.
      saveWhileReading: false,
      validate: async (raw) => {
        const check = formRowCheck(rowValues, fieldOfMessage)(raw);
        if (!('values' in check)) return check;
        const { password, ...row } = check.values;
        return { values: { ...row, passwordHash: await hashPassword(password) } };
      },
      ...savedInOneTransaction<ImportValues>(db, (trx, row) =>
        insertUser(trx, principal, { ...row, links: {} }),
      ),
      userId: principal.user.id,
      title: USER_TEXTS.exportTitle,
      place,
      onError: (error) => request.log.error({ err: error }, 'user import failed'),
    });
  });
}
