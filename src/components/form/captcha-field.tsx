'use client';

// Types for <altcha-widget> in JSX.
import type {} from 'altcha/types/react';
import { useEffect, useRef, useState } from 'react';
import styles from './captcha-field.module.css';

export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';

// The widget talks only to our origin and solves in bundled blob: workers.
const WIDGET_CONFIGURATION = JSON.stringify({ hideLogo: true, hideFooter: true, humanInteractionSignature: false });

export interface CaptchaFieldProps {
  onChange: (payload: string) => void;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/** Loaded in the browser only. A payload works once: remount with a new `key` to start over. */
export function CaptchaField({ onChange, id, ...aria }: CaptchaFieldProps) {
  const widgetRef = useRef<HTMLElement>(null);
  const onChangeRef = useRef(onChange);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    let cancelled = false;
    void import('altcha').then(() => {
      if (!cancelled) setLoaded(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!loaded || !widget) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state?: string; payload?: string | null }>).detail ?? {};
      onChangeRef.current(state === 'verified' && payload ? payload : '');
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, [loaded]);

  return (
    <div
      id={id}
      aria-describedby={aria['aria-describedby']}
      aria-invalid={aria['aria-invalid'] || undefined}
      className={`min-h-16 ${styles.root}`}
    >
      <altcha-widget
        ref={widgetRef}
        challenge={CAPTCHA_CHALLENGE_URL}
        name="recaptcha"
        configuration={WIDGET_CONFIGURATION}
        suppressHydrationWarning
      />
    </div>
  );
}
