import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from './card';

export function SectionCard({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
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
