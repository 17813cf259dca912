import { Link } from '@/components/ui/link';
import { cn } from '@/lib/utils';

const TABS = [
  { key: 'search', href: '/girl/timewasters', label: 'Search Timewasters' },
  { key: 'report', href: '/girl/report-timewaster', label: 'Report Timewaster' },
  { key: 'own', href: '/girl/my-timewasters', label: 'My Timewasters' },
] as const;
export type TimewasterTab = (typeof TABS)[number]['key'];

/** The tab is chosen by the path (spec §4 Profile tab), so each tab is a link. */
export function TimewasterTabs({ active }: { active: TimewasterTab }) {
  return (
    <nav aria-label="Timewasters" className="flex flex-wrap gap-x-1 border-b border-border">
      {TABS.map((tab) => (
        <Link
          key={tab.key}
          href={tab.href}
          aria-current={tab.key === active ? 'page' : undefined}
          className={cn(
            '-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap',
            tab.key === active
              ? 'border-accent text-foreground'
              : 'border-transparent text-muted-foreground hover:text-foreground',
          )}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

export function TimewasterShell({ active, children }: { active: TimewasterTab; children: React.ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight">Timewasters</h1>
      <TimewasterTabs active={active} />
      {children}
    </div>
  );
}
