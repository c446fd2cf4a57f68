// The side drawer's contents, drawn on the server for the signed-in user (spec 6's menu table, worked out
// by lib/access/shell.ts): the name, the sections and their entries, and who is signed in. Only the entries
// themselves run in the browser (menu-links.tsx).
import type { MenuSection } from '@/lib/access/menu';
import { LogoutEntry, MenuLink } from './menu-links';
import { ScreenIcon } from './screen-icons';

export function MainMenu({ sections, user }: { sections: MenuSection[]; user: { name: string; roleLabel: string; unit: string | null } }) {
  return (
    <>
      <div className="flex h-14 items-center gap-2 border-b border-white/10 px-4">
        <ScreenIcon name="plane" className="size-6 text-brand-300" />
        <span className="text-base font-semibold tracking-wide text-white">Ops Back-Office</span>
      </div>
      <div className="flex-1 overflow-y-auto px-2 py-3">
        {sections.map((section, i) => (
          <div key={section.title ?? `s${i}`} className="mb-3">
            {section.title && (
              <p className="px-3 pb-1 pt-2 text-[11px] font-semibold uppercase tracking-wider text-slate-400">{section.title}</p>
            )}
            <ul>
              {section.items.map((item) => {
                const label = (
                  <>
                    <ScreenIcon name={item.icon} />
                    {item.title}
                  </>
                );
                return (
                  <li key={item.key}>
                    {item.key === 'logout' ? <LogoutEntry>{label}</LogoutEntry> : <MenuLink href={item.path}>{label}</MenuLink>}
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-white/10 px-4 py-3 text-xs" data-testid="current-user">
        <p className="truncate font-medium text-white">{user.name}</p>
        <p className="truncate text-slate-400">
          {user.roleLabel}
          {user.unit ? ` · ${user.unit}` : ''}
        </p>
      </div>
    </>
  );
}

/** Shown instead of the application below 767 px (spec 2). */
export function MobileBlock() {
  return (
    <div
      data-testid="mobile-block"
      className="hidden min-h-screen flex-col items-center justify-center gap-3 p-8 text-center max-[766.98px]:flex"
    >
      <ScreenIcon name="laptop" className="size-12 text-brand-600" />
      <h1 className="text-lg font-semibold">Ops Back-Office needs a larger screen</h1>
      <p className="max-w-xs text-slate-600">This application is made for desktop use. Open it on a screen at least 767 pixels wide.</p>
    </div>
  );
}
