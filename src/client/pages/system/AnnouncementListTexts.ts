// Client-only texts and sizes of the announcement pages (labels shared with the server live in
// src/shared/announcements).

export const EDITOR_TEXTS = {
  area: '通告内容',
  heading: '小标题',
  bold: '加粗',
  italic: '斜体',
  underline: '下划线',
  strike: '删除线',
  bulletList: '无序列表',
  orderedList: '有序列表',
  alignLeft: '左对齐',
  alignCenter: '居中',
  alignRight: '右对齐',
  link: '链接',
  linkPrompt: '链接地址（留空移除链接）',
} as const;

export const ANNOUNCEMENT_UI = {
  editModalWidth: 900,
  recipientSearchPageSize: 10,
  recipientSearchDebounceMs: 300,
} as const;
