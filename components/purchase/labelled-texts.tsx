// Labelled free texts of a request (payment info, notes), on the detail and on the printed paper: apart
// from display.tsx, which the new-request form loads first.
import { cn } from '@/components/ui/cn';

/** Each text that is there under its label: the detail's payment info and notes, and the paper's. */
export function LabelledTexts({
  texts,
  className,
  labelClassName,
  textClassName,
}: {
  texts: readonly { label: string; text: string | null | undefined }[];
  className?: string;
  labelClassName: string;
  textClassName: string;
}) {
  const shown = texts.filter((t) => t.text);
  if (!shown.length) return null;
  return (
    <div className={className}>
      {shown.map((t) => (
        <div key={t.label}>
          <p className={cn('uppercase text-slate-500', labelClassName)}>{t.label}</p>
          <p className={cn('whitespace-pre-line', textClassName)}>{t.text}</p>
        </div>
      ))}
    </div>
  );
}
