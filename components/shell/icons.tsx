// The shell's control icons (menu, refresh, bell), drawn in the browser; the screens' icons are
// screen-icons.tsx, drawn on the server. Outline icons on a 24 px grid, stroke 1.75.
const PATHS = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  refresh: 'M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5',
  'chevron-left': 'M15 5l-7 7 7 7',
  bell: 'M6 17V11a6 6 0 0 1 12 0v6l1.5 2h-15zM10 21h4',
} as const;

export function Icon({ name, className }: { name: keyof typeof PATHS; className?: string }) {
  return <StrokeIcon path={PATHS[name]} className={className ?? 'size-5'} />;
}

/** A line icon drawn from one SVG path (24 x 24, current colour), hidden from screen readers. */
export function StrokeIcon({ path, className }: { path: string; className: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden
    >
      <path d={path} />
    </svg>
  );
}
