import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Container } from '@/components/layout/container';

export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

export interface LegalPageProps {
  title: string;
  /** Spec §1. */
  lastModified: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

export function LegalPage({ title, lastModified, intro, sections }: LegalPageProps) {
  return (
    <Container className="py-10 sm:py-14">
      <article className="mx-auto max-w-prose">
        <header className="mb-6 flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="text-sm text-muted-foreground">Last modified: {lastModified}</p>
        </header>

        <Alert
          severity="warning"
          role="note"
          title="Placeholder text"
          description="This page is placeholder text. It must be rewritten and approved by legal counsel before it is relied on."
          className="mb-8"
        />

        <div className="flex flex-col gap-4 leading-relaxed text-foreground/90">{intro}</div>

        <nav aria-labelledby="legal-contents" className="my-8 rounded-card border border-border bg-surface p-4 sm:p-5">
          <h2 id="legal-contents" className="mb-2 text-sm font-semibold tracking-wide uppercase">
            Contents
          </h2>
          <ol className="grid list-decimal gap-1 pl-5 text-sm sm:grid-cols-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-accent-strong hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="flex flex-col gap-8">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-24"
            >
              <h2 id={`${section.id}-heading`} className="mb-3 text-xl font-semibold tracking-tight">
                {index + 1}. {section.heading}
              </h2>
              <div className="flex flex-col gap-3 leading-relaxed text-foreground/90">{section.body}</div>
            </section>
          ))}
        </div>

        <p className="mt-12 border-t border-border pt-6 text-sm text-muted-foreground">
          © 2022 Matside. All rights reserved.
        </p>
      </article>
    </Container>
  );
}
