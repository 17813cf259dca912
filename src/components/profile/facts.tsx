import type { ReactNode } from 'react';

// A record's facts as a <dl>: each fact a div of one dt and one dd (an icon sits inside the dt).

const LAYOUTS = {
  /** Two columns from 420 px: the header's facts. */
  grid: 'grid grid-cols-1 gap-3 min-[420px]:grid-cols-2',
  /** Two columns, four from 640 px: a person's short facts (age, height, weight, place). */
  wide: 'grid grid-cols-2 gap-3 sm:grid-cols-4',
  /** Side by side, wrapping: a few short facts under a title. */
  row: 'flex flex-wrap gap-x-6 gap-y-2',
  /** One under the other: facts inside a section. */
  column: 'flex flex-col gap-3',
} as const;

export function FactList({ layout, children }: { layout: keyof typeof LAYOUTS; children: ReactNode }) {
  return <dl className={LAYOUTS[layout]}>{children}</dl>;
}

/** Short facts given as [label, value] pairs (the ones a record has); nothing when there are none. */
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
