'use client';

import { useEffect } from 'react';
import type { BrowserMonitoringConfig } from './browser-sdk';
import { setReporter } from './report-error';

// Rendered by the root layout (and global-error, which replaces it). It asks the server whether
// error monitoring is on (GET /api/monitoring-config, kept by the browser for 5 minutes) and only
// then imports the SDK, as a chunk of its own: with SENTRY_DSN unset no monitoring code is loaded
// and the pages' first-load JavaScript is unchanged (scripts/check-js-budget.ts).

let started = false;

async function startBrowserMonitoring(): Promise<void> {
  try {
    const response = await fetch('/api/monitoring-config');
    const config = response.ok
      ? ((await response.json()) as Omit<BrowserMonitoringConfig, 'dsn'> & { dsn: string | null })
      : null;
    if (!config?.dsn) {
      setReporter(null);
      return;
    }
    const { initBrowserMonitoring } = await import('./browser-sdk');
    setReporter(initBrowserMonitoring({ ...config, dsn: config.dsn }));
  } catch {
    setReporter(null);
  }
}

export function MonitoringLoader() {
  useEffect(() => {
    if (started) return;
    started = true;
    void startBrowserMonitoring();
  }, []);
  return null;
}
