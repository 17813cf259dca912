import { describe, expect, it } from 'vitest';
import { showsTipButton } from './props';

describe('showsTipButton', () => {
  const signedIn = (girlId: number | null) => ({ status: 'signed-in' as const, session: { girl_id: girlId } });

  it('shows Tip to a signed-in viewer when the flag is on', () => {
    expect(showsTipButton(signedIn(null), 7, true)).toBe(true);
    expect(showsTipButton(signedIn(8), 7, true)).toBe(true);
  });

  it('never to the girl on her own profile, nor to visitors, nor with the flag off', () => {
    expect(showsTipButton(signedIn(7), 7, true)).toBe(false);
    expect(showsTipButton({ status: 'visitor' }, 7, true)).toBe(false);
    expect(showsTipButton({ status: 'loading' }, 7, true)).toBe(false);
    expect(showsTipButton(signedIn(null), 7, false)).toBe(false);
  });
});
