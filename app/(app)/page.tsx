import Link from 'next/link';
import { BackupNotice } from '@/components/admin/backup-notice';
import { OverviewDashboard } from '@/components/overview/dashboard';
import { WaitingCard } from '@/components/purchase/waiting-card';
import { ScreenIcon } from '@/components/shell/screen-icons';
import { Card } from '@/components/ui/card';
import { canSee, menuFor } from '@/lib/access/menu';
import { roleLabel } from '@/lib/access/roles';
import { fmtDay } from '@/lib/format/dates';
import { requireUser } from '@/server/auth/page-user';
import { db } from '@/server/db';
import { failedBackup } from '@/server/jobs/backup';
import { localToday } from '@/server/resources/flight/dashboard';
import { overviewFigures } from '@/server/resources/flight/overview-figures';
import { isFinance } from '@/server/resources/purchase/access';
import { LEAD_ROLES } from '@/server/resources/users/managements';

// '/': the Overview dashboard for the roles whose menu shows it (spec 6: manager and the airline roles but
// media); everyone else gets a landing page with shortcuts to the screens their role opens. Both keep the
// purchase 'Waiting for you' card for users who can use Purchase.
export default async function HomePage() {
  const user = await requireUser();
  const approver = isFinance(user) || (LEAD_ROLES as readonly string[]).includes(user.role);
  const purchase = { show: canSee(user, 'purchase'), approver };
  const backup = user.role === 'root' || user.role === 'admin' ? <BackupNotice failed={await failedBackup(db)} /> : null;
  const heading = (
    <div>
      <h2 className="text-2xl font-semibold text-slate-900">Welcome, {user.name}</h2>
      <p className="text-slate-500">
        {roleLabel(user.role)}
        {user.unit ? ` · ${user.unit} unit` : ''}
      </p>
    </div>
  );

  if (canSee(user, 'overview')) {
    const today = localToday();
    return (
      <div className="mx-auto max-w-[1500px] space-y-4">
        <div className="flex items-end justify-between gap-4">
          {heading}
          <p className="text-sm text-slate-500" data-testid="overview-date">
            {fmtDay(today)} · local time UTC+7
          </p>
        </div>
        {backup}
        <OverviewDashboard today={today} figures={await overviewFigures(today)} canCrews={canSee(user, 'crews')} purchase={purchase} />
      </div>
    );
  }

  const sections = menuFor(user)
    .map((s) => ({ ...s, items: s.items.filter((i) => i.key !== 'logout' && i.path !== '/') }))
    .filter((s) => s.items.length);
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      {heading}
      {backup}
      {purchase.show && <WaitingCard approver={approver} />}
      {sections.map((section) => (
        <Card key={section.title ?? 'general'} title={section.title ?? 'General'}>
          <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3">
            {section.items.map((item) => (
              <li key={item.key}>
                <Link
                  href={item.path}
                  className="flex items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 hover:border-brand-300 hover:bg-brand-50"
                >
                  <ScreenIcon name={item.icon} className="size-5 text-brand-600" />
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
