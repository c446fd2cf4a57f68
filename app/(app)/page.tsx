import Link from 'next/link';
import { WaitingCard } from '@/components/purchase/waiting-card';
import { Icon } from '@/components/shell/icons';
import { Card } from '@/components/ui/card';
import { canSee, menuFor } from '@/lib/access/menu';
import { roleLabel } from '@/lib/access/roles';
import { requireUser } from '@/server/auth/page-user';
import { isFinance } from '@/server/resources/purchase/access';
import { LEAD_ROLES } from '@/server/resources/users/managements';

// The landing page: who is signed in and the screens their role opens. The airline dashboard
// (totals, fleet hours, crew graphs) is issue 4's Overview.
export default async function HomePage() {
  const user = await requireUser();
  const sections = menuFor(user)
    .map((s) => ({ ...s, items: s.items.filter((i) => i.key !== 'logout' && i.path !== '/') }))
    .filter((s) => s.items.length);
  const approver = isFinance(user) || (LEAD_ROLES as readonly string[]).includes(user.role);
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h2 className="text-2xl font-semibold text-slate-900">Welcome, {user.name}</h2>
        <p className="text-slate-500">
          {roleLabel(user.role)}
          {user.unit ? ` · ${user.unit} unit` : ''}
        </p>
      </div>
      {canSee(user, 'purchase') && <WaitingCard approver={approver} />}
      {sections.map((section) => (
        <Card key={section.title ?? 'general'} title={section.title ?? 'General'}>
          <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3">
            {section.items.map((item) => (
              <li key={item.key}>
                <Link
                  href={item.path}
                  className="flex items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 hover:border-brand-300 hover:bg-brand-50"
                >
                  <Icon name={item.icon} className="size-5 text-brand-600" />
                  <span className="font-medium text-slate-800">{item.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </div>
  );
}
