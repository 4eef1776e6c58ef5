// Client-only texts and sizes of the announcement pages (labels shared with the server live in
// src/shared/announcements).

/** The aria label of the content editor. */
export const EDITOR_AREA_LABEL = '通告内容';

export const ANNOUNCEMENT_UI = {
  editModalWidth: 900,
  recipientSearchPageSize: 10,
  recipientSearchDebounceMs: 300,
} as const;
