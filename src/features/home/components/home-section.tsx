import { Link } from '@/components/ui/link';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';

export interface HomeSectionProps {
  id: string;
  title: string;
  link?: { href: string; label: string };
  children: ReactNode;
}

export function HomeSection({ id, title, link, children }: HomeSectionProps) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div className="flex items-end justify-between gap-4">
        <h2 id={id} className="text-2xl font-bold tracking-tight">
          {title}
        </h2>
        {link ? (
          <Link
            href={link.href}
            className="inline-flex items-center gap-1 text-sm font-medium text-accent-strong hover:underline"
          >
            {link.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
