// The announcement body editor (spec §2 rich-text editor): tiptap with bold/italic/underline/strike,
// headings, lists, quote, links and alignment. Loaded as its own chunk, only when the dialog opens.
import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Link from '@tiptap/extension-link';
import TextAlign from '@tiptap/extension-text-align';
import Underline from '@tiptap/extension-underline';
import { EditorContent, useEditor } from '@tiptap/react';
import type { Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { EDITOR_TEXTS } from './AnnouncementListTexts';
import './AnnouncementListRichText.css';

export interface RichTextProps {
  value?: string;
  onChange?: (html: string) => void;
}

function ToolButton(props: { title: string; icon: ReactNode; active: boolean; onClick: () => void }) {
  return (
    <Tooltip title={props.title}>
      <Button
        size="small"
        type={props.active ? 'primary' : 'text'}
        icon={props.icon}
        aria-label={props.title}
        aria-pressed={props.active}
        onMouseDown={(event) => event.preventDefault()}
        onClick={props.onClick}
      />
    </Tooltip>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const chain = () => editor.chain().focus();
  const link = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const href = window.prompt(EDITOR_TEXTS.linkPrompt, previous);
    if (href === null) return;
    if (href === '') chain().unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href }).run();
  };
  const tools = [
    {
      title: EDITOR_TEXTS.bold,
      icon: <BoldOutlined />,
      active: editor.isActive('bold'),
      run: () => chain().toggleBold().run(),
    },
    {
      title: EDITOR_TEXTS.italic,
      icon: <ItalicOutlined />,
      active: editor.isActive('italic'),
      run: () => chain().toggleItalic().run(),
    },
    {
      title: EDITOR_TEXTS.underline,
      icon: <UnderlineOutlined />,
      active: editor.isActive('underline'),
      run: () => chain().toggleUnderline().run(),
    },
    {
      title: EDITOR_TEXTS.strike,
      icon: <StrikethroughOutlined />,
      active: editor.isActive('strike'),
      run: () => chain().toggleStrike().run(),
    },
    {
      title: EDITOR_TEXTS.bulletList,
      icon: <UnorderedListOutlined />,
      active: editor.isActive('bulletList'),
      run: () => chain().toggleBulletList().run(),
    },
    {
      title: EDITOR_TEXTS.orderedList,
      icon: <OrderedListOutlined />,
      active: editor.isActive('orderedList'),
      run: () => chain().toggleOrderedList().run(),
    },
    {
      title: EDITOR_TEXTS.alignLeft,
      icon: <AlignLeftOutlined />,
      active: editor.isActive({ textAlign: 'left' }),
      run: () => chain().setTextAlign('left').run(),
    },
    {
      title: EDITOR_TEXTS.alignCenter,
      icon: <AlignCenterOutlined />,
      active: editor.isActive({ textAlign: 'center' }),
      run: () => chain().setTextAlign('center').run(),
    },
    {
      title: EDITOR_TEXTS.alignRight,
      icon: <AlignRightOutlined />,
      active: editor.isActive({ textAlign: 'right' }),
      run: () => chain().setTextAlign('right').run(),
    },
    { title: EDITOR_TEXTS.link, icon: <LinkOutlined />, active: editor.isActive('link'), run: link },
  ];
  return (
    <Space size={2} wrap className="anze-richtext-toolbar">
      <ToolButton
        title={EDITOR_TEXTS.heading}
        icon={<b>H</b>}
        active={editor.isActive('heading', { level: 3 })}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      />
      {tools.map((tool) => (
        <ToolButton
          key={tool.title}
          title={tool.title}
          icon={tool.icon}
          active={tool.active}
          onClick={tool.run}
        />
      ))}
    </Space>
  );
}

export default function AnnouncementRichText({ value, onChange }: RichTextProps) {
  const editor = useEditor({
    extensions: [
      StarterKit,
      Underline,
      Link.configure({ openOnClick: false, protocols: ['http', 'https', 'mailto'] }),
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
    ],
    content: value ?? '',
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : current.getHTML()),
  });
  // A value set from outside (the dialog loading another row) replaces the content.
  useEffect(() => {
    if (editor && value !== undefined && value !== editor.getHTML() && !(value === '' && editor.isEmpty)) {
      editor.commands.setContent(value, false);
    }
  }, [editor, value]);
  if (!editor) return null;
  return (
    <div className="anze-richtext">
      <Toolbar editor={editor} />
      <EditorContent editor={editor} className="anze-richtext-content" aria-label={EDITOR_TEXTS.area} />
    </div>
  );
}
