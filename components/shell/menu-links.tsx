'use client';
// The menu's two live parts, inside the menu the server draws (main-menu.tsx): a screen's entry, marked
// while its page shows, and the Logout entry, which asks the shell's 'Logout ?' question.
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { createContext, type ReactNode, useContext } from 'react';
import { cn } from '@/components/ui/cn';
import { pathWithin } from '@/lib/access/screen-paths';

const ENTRY = 'flex items-center gap-3 rounded-md px-3 py-2 hover:bg-white/10 hover:text-white';

export function MenuLink({ href, children }: { href: string; children: ReactNode }) {
  const active = pathWithin(usePathname(), href);
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={cn(ENTRY, active ? 'bg-brand-700 text-white' : 'text-slate-300')}
    >
      {children}
    </Link>
  );
}

/** What the Logout entry calls: the shell's question. */
export const AskLogoutContext = createContext<() => void>(() => {});

export function LogoutEntry({ children }: { children: ReactNode }) {
  const askLogout = useContext(AskLogoutContext);
  return (
    <button type="button" onClick={askLogout} className={cn(ENTRY, 'w-full text-left text-slate-300')}>
      {children}
    </button>
  );
}
