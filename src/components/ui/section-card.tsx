import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from './card';

/** A page section as a card with an h2 title; the section is labelled by that title. */
export function SectionCard({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  /** A control beside the title (e.g. an "Add" button). */
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Card>
        <CardHeader className={action ? 'flex flex-row items-center justify-between gap-3' : undefined}>
          <CardTitle as="h2" id={id} className="text-lg">
            {title}
          </CardTitle>
          {action}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}
