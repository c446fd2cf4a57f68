'use client';
// The rich-text editor of news articles and job postings: a contentEditable area with a toolbar (headings,
// bold, italic, lists; articles also quote, link, clear). It edits HTML in the browser; the API sanitises
// whatever is sent (server/text/rich-text.ts), so the editor only has to stay within the tags that list keeps.
import { useEffect, useRef } from 'react';
import { cn } from './cn';

/** How stored rich text reads: the editor and the pages that show it use the same typography. */
export const RICH_TEXT =
  'space-y-3 leading-relaxed [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_blockquote]:italic [&_h2]:mt-5 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:font-semibold [&_img]:rounded-md [&_li]:my-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6';

interface Tool {
  label: string;
  /** What the button shows. */
  text: string;
  run: () => void;
  className?: string;
}

const exec = (command: string, value?: string) => document.execCommand(command, false, value);

/** 'article': the whole toolbar; 'basic': headings, bold, italic and lists (job postings). */
export type RichTextTools = 'article' | 'basic';

function tools(set: RichTextTools, askLink: () => void): Tool[] {
  const basic: Tool[] = [
    { label: 'Heading', text: 'H2', run: () => exec('formatBlock', '<h2>') },
    { label: 'Subheading', text: 'H3', run: () => exec('formatBlock', '<h3>') },
    { label: 'Paragraph', text: '¶', run: () => exec('formatBlock', '<p>') },
    { label: 'Bold', text: 'B', run: () => exec('bold'), className: 'font-bold' },
    { label: 'Italic', text: 'I', run: () => exec('italic'), className: 'italic' },
    { label: 'Bulleted list', text: '• List', run: () => exec('insertUnorderedList') },
    { label: 'Numbered list', text: '1. List', run: () => exec('insertOrderedList') },
  ];
  if (set === 'basic') return basic;
  return [
    ...basic,
    { label: 'Quote', text: '“ ”', run: () => exec('formatBlock', '<blockquote>') },
    { label: 'Link', text: 'Link', run: askLink, className: 'underline' },
    { label: 'Clear formatting', text: 'Clear', run: () => exec('removeFormat') },
  ];
}

export function RichTextEditor({
  id,
  value,
  onChange,
  invalid,
  describedBy,
  labelledBy,
  toolbarLabel = 'Formatting',
  toolSet = 'article',
}: {
  id: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  describedBy?: string;
  labelledBy: string;
  toolbarLabel?: string;
  toolSet?: RichTextTools;
}) {
  const area = useRef<HTMLDivElement>(null);
  // The HTML is set from outside only when it differs from what is shown (a reload), so typing keeps its caret.
  useEffect(() => {
    const el = area.current;
    if (el && el.innerHTML !== value) el.innerHTML = value;
  }, [value]);

  const emit = () => onChange(area.current?.innerHTML ?? '');
  const run = (tool: Tool) => {
    area.current?.focus();
    tool.run();
    emit();
  };
  const askLink = () => {
    const href = window.prompt('Link address (https://…)', 'https://');
    if (href && /^(https?:\/\/|mailto:)/i.test(href)) exec('createLink', href);
  };

  return (
    <div className={cn('rounded-md border bg-white shadow-xs', invalid ? 'border-red-500' : 'border-slate-300')}>
      <div role="toolbar" aria-label={toolbarLabel} className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 px-1.5 py-1">
        {tools(toolSet, askLink).map((tool) => (
          <button
            key={tool.label}
            type="button"
            title={tool.label}
            aria-label={tool.label}
            // Keep the selection in the text while the button is pressed.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => run(tool)}
            className={cn(
              'h-7 min-w-7 rounded px-1.5 text-xs text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-500',
              tool.className,
            )}
          >
            {tool.text}
          </button>
        ))}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: rich text needs a contentEditable element, which a textarea is not */}
      <div
        id={id}
        ref={area}
        role="textbox"
        tabIndex={0}
        aria-multiline="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        contentEditable
        suppressContentEditableWarning
        // Enter starts a paragraph (<p>) rather than the browser's default <div>.
        onFocus={() => exec('defaultParagraphSeparator', 'p')}
        onInput={emit}
        onBlur={emit}
        className={cn(
          RICH_TEXT,
          'max-h-[320px] min-h-[180px] overflow-y-auto px-3 py-2 text-sm text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/30',
        )}
      />
    </div>
  );
}
