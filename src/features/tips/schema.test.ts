import { describe, expect, it } from 'vitest';
import { TIP_NOT_IMPLEMENTED, TipSchema } from './schema';

describe('TipSchema', () => {
  it('requires a positive amount with the spec message', () => {
    for (const amount of ['', '  ', '0', '-5', 'abc']) {
      const result = TipSchema.safeParse({ amount });
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.message).toBe('Amount is required');
    }
    expect(TipSchema.parse({ amount: ' 12.50 ' })).toEqual({ amount: 12.5 });
    expect(TIP_NOT_IMPLEMENTED).toBe('Not implemented: No Payment Provider');
  });
});
