'use client';

import { ErrorView } from '@/components/layout/error-view';
import './globals.css';

// Replaces the root layout when it fails, so it brings its own <html>, <body> and styles.
export default function GlobalError({ error, retry, reset }: { error: unknown; retry: () => void; reset: () => void }) {
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col">
        <title>Error · Matside</title>
        <main className="flex flex-1 flex-col">
          <ErrorView error={error} retry={retry} reset={reset} />
        </main>
      </body>
    </html>
  );
}
