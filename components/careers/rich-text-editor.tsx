'use client';
// A small rich text editor for job postings: a contentEditable box with a few buttons (bold, italic,
// heading, lists). It holds HTML; the server sanitises whatever it receives (server/text/rich-text.ts),
// so the stored text shows only the allowed tags.
import { useEffect, useId, useRef } from 'react';
import { cn } from '@/components/ui/cn';

const TOOLS = [
  { label: 'Bold', text: 'B', command: 'bold', className: 'font-bold' },
  { label: 'Italic', text: 'I', command: 'italic', className: 'italic' },
  { label: 'Heading', text: 'H', command: 'formatBlock', value: 'h3', className: 'font-semibold' },
  { label: 'Paragraph', text: '¶', command: 'formatBlock', value: 'p' },
  { label: 'Bulleted list', text: '• List', command: 'insertUnorderedList' },
  { label: 'Numbered list', text: '1. List', command: 'insertOrderedList' },
] as const;

export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  error,
  hint,
}: {
  id: string;
  label: string;
  /** The starting HTML (read once: the box then holds what is typed). */
  value: string;
  onChange: (html: string) => void;
  error?: string;
  hint?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const start = useRef(value);

  useEffect(() => {
    if (box.current) box.current.innerHTML = start.current;
  }, []);

  function run(command: string, argument?: string) {
    box.current?.focus();
    document.execCommand('defaultParagraphSeparator', false, 'p');
    document.execCommand(command, false, argument);
    onChange(box.current?.innerHTML ?? '');
  }

  return (
    <div className="space-y-1">
      <span id={labelId} className="block text-sm font-medium text-slate-700">
        {label}
      </span>
      <div className={cn('rounded-md border bg-white', error ? 'border-red-500' : 'border-slate-300')}>
        <div role="toolbar" aria-label={`${label} formatting`} className="flex flex-wrap gap-1 border-b border-slate-200 px-1 py-1">
          {TOOLS.map((t) => (
            <button
              key={t.label}
              type="button"
              aria-label={t.label}
              title={t.label}
              className={cn(
                'rounded px-2 py-0.5 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600',
                'className' in t && t.className,
              )}
              // Keep the selection in the box while clicking.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => run(t.command, 'value' in t ? t.value : undefined)}
            >
              {t.text}
            </button>
          ))}
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: a rich text box has no native element */}
        <div
          ref={box}
          id={id}
          role="textbox"
          tabIndex={0}
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? `${id}-note` : undefined}
          contentEditable
          suppressContentEditableWarning
          onInput={(e) => onChange(e.currentTarget.innerHTML)}
          className="prose-sm min-h-28 max-h-64 overflow-y-auto px-3 py-2 text-sm text-slate-900 outline-none focus-visible:ring-2 focus-visible:ring-sky-600 [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
        />
      </div>
      {(error || hint) && (
        <p id={`${id}-note`} className={cn('text-xs', error ? 'text-red-700' : 'text-slate-500')}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
}
