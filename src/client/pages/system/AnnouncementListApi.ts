// Calls of the 通告管理 page and of 我的消息 (contract §8, §10).
import { ANNOUNCEMENT_PATHS } from '../../../shared/announcements/announcements';
import type {
  AnnouncementInput,
  AnnouncementRecord,
  MyAnnouncementSend,
} from '../../../shared/announcements/announcements';
import type { PageResult } from '../../../shared/api-types';
import { deleteAction, getAction, postAction, putAction } from '../../api/http';
import type { QueryParams } from '../../api/apiBase';

export const announcementApi = {
  list: (params: QueryParams) => getAction<PageResult<AnnouncementRecord>>(ANNOUNCEMENT_PATHS.list, params),
  save: (body: AnnouncementInput) =>
    body.id ? putAction(ANNOUNCEMENT_PATHS.edit, body) : postAction(ANNOUNCEMENT_PATHS.add, body),
  remove: (id: string) => deleteAction(ANNOUNCEMENT_PATHS.delete, { id }),
  release: (id: string) => getAction(ANNOUNCEMENT_PATHS.release, { id }),
  revoke: (id: string) => getAction(ANNOUNCEMENT_PATHS.revoke, { id }),
  mine: (params: QueryParams) =>
    getAction<PageResult<MyAnnouncementSend>>(ANNOUNCEMENT_PATHS.mySends, params),
  readAll: () => putAction(ANNOUNCEMENT_PATHS.readAll),
};
