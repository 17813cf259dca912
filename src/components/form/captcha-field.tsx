'use client';

// Types for <altcha-widget> in JSX.
import type {} from 'altcha/types/react';
import { useEffect, useRef, useState } from 'react';
import styles from './captcha-field.module.css';

export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';

// No logo or footer link to altcha.org, no interaction collector: the widget talks only to our
// origin (the challenge URL above) and solves in bundled blob: workers.
const WIDGET_CONFIGURATION = JSON.stringify({ hideLogo: true, hideFooter: true, humanInteractionSignature: false });

export interface CaptchaFieldProps {
  /** Receives the payload string once verified, and '' when it is reset, fails or expires. */
  onChange: (payload: string) => void;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/**
 * The self-hosted ALTCHA proof-of-work widget. Its script is loaded in the browser only (it
 * defines a custom element); the spec's `recaptcha` field carries the payload it emits.
 * To start over with a fresh challenge (a payload works once), remount it with a new `key`.
 */
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
