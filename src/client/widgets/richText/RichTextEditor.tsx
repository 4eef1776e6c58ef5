// The rich-text editor (spec §4): tiptap with bold/italic/underline/strike, headings, lists, quote,
// links and alignment, for announcement bodies and entity fields with control 'richText'. Loaded
// as its own chunk through LazyRichTextEditor, only when a form with one opens.
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
import './RichTextEditor.css';
import { RICH_TEXT_TEXTS as T } from './richTextTexts';

export interface RichTextProps {
  value?: string;
  onChange?: (html: string) => void;
  /** Names the editing area for assistive technology (the field's label). */
  'aria-label'?: string;
  disabled?: boolean;
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
    const href = window.prompt(T.linkPrompt, previous);
    if (href === null) return;
    if (href === '') chain().unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href }).run();
  };
  const tools = [
    {
      title: T.bold,
      icon: <BoldOutlined />,
      active: editor.isActive('bold'),
      run: () => chain().toggleBold().run(),
    },
    {
      title: T.italic,
      icon: <ItalicOutlined />,
      active: editor.isActive('italic'),
      run: () => chain().toggleItalic().run(),
    },
    {
      title: T.underline,
      icon: <UnderlineOutlined />,
      active: editor.isActive('underline'),
      run: () => chain().toggleUnderline().run(),
    },
    {
      title: T.strike,
      icon: <StrikethroughOutlined />,
      active: editor.isActive('strike'),
      run: () => chain().toggleStrike().run(),
    },
    {
      title: T.bulletList,
      icon: <UnorderedListOutlined />,
      active: editor.isActive('bulletList'),
      run: () => chain().toggleBulletList().run(),
    },
    {
      title: T.orderedList,
      icon: <OrderedListOutlined />,
      active: editor.isActive('orderedList'),
      run: () => chain().toggleOrderedList().run(),
    },
    {
      title: T.alignLeft,
      icon: <AlignLeftOutlined />,
      active: editor.isActive({ textAlign: 'left' }),
      run: () => chain().setTextAlign('left').run(),
    },
    {
      title: T.alignCenter,
      icon: <AlignCenterOutlined />,
      active: editor.isActive({ textAlign: 'center' }),
      run: () => chain().setTextAlign('center').run(),
    },
    {
      title: T.alignRight,
      icon: <AlignRightOutlined />,
      active: editor.isActive({ textAlign: 'right' }),
      run: () => chain().setTextAlign('right').run(),
    },
    { title: T.link, icon: <LinkOutlined />, active: editor.isActive('link'), run: link },
  ];
  return (
    <Space size={2} wrap className="anze-richtext-toolbar">
      <ToolButton
        title={T.heading}
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

export default function RichTextEditor({ value, onChange, disabled, ...props }: RichTextProps) {
  const editor = useEditor({
    editable: !disabled,
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
      {!disabled && <Toolbar editor={editor} />}
      <EditorContent editor={editor} className="anze-richtext-content" aria-label={props['aria-label']} />
    </div>
  );
}
