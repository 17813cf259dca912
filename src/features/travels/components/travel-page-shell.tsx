import type { ReactNode } from 'react';

/** Page frame of the travel screens. */
export function TravelPageShell({
  title,
  description,
  narrow = false,
  children,
}: {
  title?: string;
  description?: string;
  /** Forms read better in a narrower column than tables. */
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`mx-auto flex w-full ${narrow ? 'max-w-2xl' : 'max-w-5xl'} flex-col gap-6 px-4 py-8 sm:py-12`}>
      {title ? (
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {description ? <p className="text-muted-foreground">{description}</p> : null}
        </div>
      ) : null}
      {children}
    </div>
  );
}
