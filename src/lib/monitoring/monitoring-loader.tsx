'use client';

import { useEffect } from 'react';
import type { BrowserMonitoringConfig } from './browser-sdk';
import { setReporter } from './report-error';

// Imports the SDK only once the server says monitoring is on, so without SENTRY_DSN no monitoring
// code loads (scripts/check-js-budget.ts).

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
