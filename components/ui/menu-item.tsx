// What the items of a select and of a menu share: their look and the check mark of the chosen one.

export const MENU_ITEM =
  'relative flex h-8 cursor-default items-center rounded-sm pr-2 pl-7 text-sm text-slate-800 outline-none select-none ' +
  'data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

export const ITEM_INDICATOR = 'absolute left-2 inline-flex items-center text-brand-700';

export function CheckIcon() {
  return (
    <svg viewBox="0 0 16 16" className="size-3.5" fill="none" aria-hidden="true">
      <path d="M3.5 8.5l3 3 6-7" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
