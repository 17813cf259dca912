import type { ReactNode } from 'react';

const LAYOUTS = {
  grid: 'grid grid-cols-1 gap-3 min-[420px]:grid-cols-2',
  wide: 'grid grid-cols-2 gap-3 sm:grid-cols-4',
  row: 'flex flex-wrap gap-x-6 gap-y-2',
  column: 'flex flex-col gap-3',
} as const;

export function FactList({ layout, children }: { layout: keyof typeof LAYOUTS; children: ReactNode }) {
  return <dl className={LAYOUTS[layout]}>{children}</dl>;
}

export function FactPairs({ layout, facts }: { layout: keyof typeof LAYOUTS; facts: [string, string][] }) {
  if (facts.length === 0) return null;
  return (
    <FactList layout={layout}>
      {facts.map(([label, value]) => (
        <Fact key={label} label={label}>
          {value}
        </Fact>
      ))}
    </FactList>
  );
}

export function Fact({ label, icon, children }: { label: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <div className={icon ? 'relative pl-6' : undefined}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        {icon ? (
          <span aria-hidden="true" className="absolute top-0.5 left-0 [&_svg]:size-4">
            {icon}
          </span>
        ) : null}
        {label}
      </dt>
      <dd className="text-sm font-medium user-text">{children}</dd>
    </div>
  );
}
