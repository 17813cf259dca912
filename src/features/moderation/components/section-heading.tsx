import type { ReactNode } from 'react';

/** A queue section's heading: its title and how many wait. */
export function SectionHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <h2 className="text-lg font-semibold">
      {title} <span className="text-sm font-normal text-muted-foreground">({children})</span>
    </h2>
  );
}
