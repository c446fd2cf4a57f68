'use client';
// The rich-text editor of news articles and job postings, on Tiptap (ProseMirror): a toolbar (headings, bold,
// italic, lists; articles also quote, link, clear) over the text. Its schema holds only what the server's
// sanitiser keeps (server/text/rich-text.ts); the API still sanitises whatever is sent. Forms load it through
// ./rich-text-editor.tsx, on demand.
import Image from '@tiptap/extension-image';
import { type ChainedCommands, type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo, useRef, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { keepsLink } from '@/lib/rules/rich-text';
import { LinkDialog } from './link-dialog';
import { RICH_TEXT } from './style';

/** 'article': the whole toolbar; 'basic': headings, bold, italic and lists (job postings). */
export type RichTextTools = 'article' | 'basic';

export interface RichTextEditorProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  describedBy?: string;
  labelledBy: string;
  toolbarLabel?: string;
  toolSet?: RichTextTools;
}

const EXTENSIONS = [
  StarterKit.configure({
    // h4 and images are not on the toolbar; they are kept so that text written through the API survives an edit.
    heading: { levels: [2, 3, 4] },
    // A code block may carry a language class, which the sanitiser drops; an empty paragraph after every
    // list or quote would be stored as one.
    codeBlock: false,
    trailingNode: false,
    link: {
      openOnClick: false,
      // A link is applied on purpose (the Link dialog, or a paste over a selection); typing next to one does
      // not extend it.
      autolink: false,
      HTMLAttributes: { target: null, rel: 'noopener noreferrer', class: null },
      isAllowedUri: (url, { defaultValidate }) => defaultValidate(url) && keepsLink(url),
    },
  }),
  Image,
];

interface Tool {
  /** The button's name: holds what it shows when that is a word (axe's label-content-name-mismatch). */
  label: string;
  /** What the button shows. */
  text: string;
  className?: string;
  /** The command, or 'link' for the Link dialog. */
  run: ((chain: ChainedCommands) => ChainedCommands) | 'link';
  /** Whether the selection has this format (the button shows as pressed). */
  active?: (editor: Editor) => boolean;
}

const BASIC: Tool[] = [
  {
    label: 'Heading: H2',
    text: 'H2',
    run: (c) => c.toggleHeading({ level: 2 }),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    label: 'Subheading: H3',
    text: 'H3',
    run: (c) => c.toggleHeading({ level: 3 }),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  { label: 'Paragraph', text: '¶', run: (c) => c.setParagraph() },
  { label: 'Bold', text: 'B', className: 'font-bold', run: (c) => c.toggleBold(), active: (e) => e.isActive('bold') },
  { label: 'Italic', text: 'I', className: 'italic', run: (c) => c.toggleItalic(), active: (e) => e.isActive('italic') },
  { label: 'Bulleted list', text: '• List', run: (c) => c.toggleBulletList(), active: (e) => e.isActive('bulletList') },
  { label: 'Numbered list: 1. List', text: '1. List', run: (c) => c.toggleOrderedList(), active: (e) => e.isActive('orderedList') },
];

const TOOLS: Record<RichTextTools, Tool[]> = {
  basic: BASIC,
  article: [
    ...BASIC,
    { label: 'Quote', text: '“ ”', run: (c) => c.toggleBlockquote(), active: (e) => e.isActive('blockquote') },
    { label: 'Link', text: 'Link', className: 'underline', run: 'link', active: (e) => e.isActive('link') },
    { label: 'Clear formatting', text: 'Clear', run: (c) => c.unsetAllMarks().clearNodes() },
  ],
};

const AREA =
  'max-h-[320px] min-h-[180px] overflow-y-auto px-3 py-2 text-sm text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/30';

/** The form's value of the editor: empty text is '' (not '<p></p>'), as a required field expects. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

export function RichTextEditor({
  id,
  value,
  onChange,
  invalid,
  describedBy,
  labelledBy,
  toolbarLabel = 'Formatting',
  toolSet = 'article',
}: RichTextEditorProps) {
  // Tiptap registers its callbacks once: they read the latest onChange and the HTML last sent from here.
  const latest = useRef({ onChange, html: value });
  latest.current.onChange = onChange;
  // Options that keep their identity between renders, so that a keystroke's render does not update the view.
  const [content] = useState(value);
  const editorProps = useMemo(
    () => ({
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: cn(RICH_TEXT, AREA),
      },
    }),
    [id, labelledBy, describedBy, invalid],
  );
  const editor = useEditor({
    extensions: EXTENSIONS,
    content,
    // This module only ever runs in the browser (loaded with ssr: false).
    immediatelyRender: true,
    editorProps,
    onUpdate: ({ editor: e }) => {
      latest.current.html = htmlOf(e);
      latest.current.onChange(latest.current.html);
    },
  });
  // HTML set from outside (a reload) replaces the text; the editor's own changes coming back do not.
  useEffect(() => {
    if (value === latest.current.html) return;
    latest.current.html = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const tools = TOOLS[toolSet];
  const pressed = useEditorState({ editor, selector: ({ editor: e }) => tools.map((t) => t.active?.(e)) });
  const [linkOpen, setLinkOpen] = useState(false);

  return (
    <div className={cn('rounded-md border bg-white shadow-xs', invalid ? 'border-red-500' : 'border-slate-300')}>
      <div role="toolbar" aria-label={toolbarLabel} className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 px-1.5 py-1">
        {tools.map((tool, i) => {
          const { run } = tool;
          return (
            <button
              key={tool.label}
              type="button"
              title={tool.label}
              aria-label={tool.label}
              aria-pressed={pressed[i]}
              // A format keeps the selection (and the focus) in the text while pressed; the Link button takes
              // the focus, so that its dialog gives it back on close.
              onMouseDown={run === 'link' ? undefined : (e) => e.preventDefault()}
              onClick={() => (run === 'link' ? setLinkOpen(true) : run(editor.chain().focus()).run())}
              className={cn(
                'h-7 min-w-7 rounded px-1.5 text-xs text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-500 aria-pressed:bg-slate-200 aria-pressed:text-slate-900',
                tool.className,
              )}
            >
              {tool.text}
            </button>
          );
        })}
      </div>
      <EditorContent editor={editor} />
      {toolSet === 'article' && <LinkDialog editor={editor} open={linkOpen} onOpenChange={setLinkOpen} />}
    </div>
  );
}
