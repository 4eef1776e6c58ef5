// The rich-text editor's toolbar (spec §4 rich-text editor).
export const RICH_TEXT_TEXTS = {
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
