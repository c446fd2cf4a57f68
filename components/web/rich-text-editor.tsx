'use client';
// A small rich-text editor for article bodies: a contentEditable area with a toolbar (heading, bold,
// italic, lists, quote, link, clear). It edits HTML in the browser; the API sanitises whatever is sent
// (server/text/rich-text.ts), so the editor only has to stay within the tags that list keeps.
import { useEffect, useRef } from 'react';
import { cn } from '@/components/ui/cn';
import { ARTICLE_BODY } from './news-article';

interface Tool {
  label: string;
  /** What the button shows. */
  text: string;
  run: () => void;
  className?: string;
}

const exec = (command: string, value?: string) => document.execCommand(command, false, value);

function tools(askLink: () => void): Tool[] {
  return [
    { label: 'Heading', text: 'H2', run: () => exec('formatBlock', '<h2>') },
    { label: 'Subheading', text: 'H3', run: () => exec('formatBlock', '<h3>') },
    { label: 'Paragraph', text: '¶', run: () => exec('formatBlock', '<p>') },
    { label: 'Bold', text: 'B', run: () => exec('bold'), className: 'font-bold' },
    { label: 'Italic', text: 'I', run: () => exec('italic'), className: 'italic' },
    { label: 'Bulleted list', text: '• List', run: () => exec('insertUnorderedList') },
    { label: 'Numbered list', text: '1. List', run: () => exec('insertOrderedList') },
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
}: {
  id: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  describedBy?: string;
  labelledBy: string;
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
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 px-1.5 py-1">
        {tools(askLink).map((tool) => (
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
          ARTICLE_BODY,
          'max-h-[320px] min-h-[180px] overflow-y-auto px-3 py-2 text-sm text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/30',
        )}
      />
    </div>
  );
}
