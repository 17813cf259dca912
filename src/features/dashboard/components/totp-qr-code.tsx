'use client';

import { useEffect, useState } from 'react';

/** Drawn in the browser: the secret never leaves the page. */
export function TotpQrCode({ totpURI }: { totpURI: string }) {
  const [svg, setSvg] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    // Loaded on the setup step only, not with every dashboard.
    import('qrcode')
      .then(({ default: QRCode }) => QRCode.toString(totpURI, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }))
      .then((markup) => current && setSvg(markup))
      .catch(() => current && setSvg(null));
    return () => {
      current = false;
    };
  }, [totpURI]);

  if (!svg) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a data URL made in the page, nothing to optimise
    <img
      data-testid="totp-qr"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt="QR code of your two-factor key: scan it with your authenticator app"
      width={192}
      height={192}
      className="mt-2 rounded-md border border-border bg-white p-2"
    />
  );
}
