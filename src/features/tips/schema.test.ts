import { describe, expect, it } from 'vitest';
import { TIP_AMOUNT_MESSAGE, TIP_NOT_IMPLEMENTED, TipSchema } from './schema';

describe('TipSchema', () => {
  it('requires an amount with the spec message', () => {
    for (const amount of ['', '  ']) {
      const result = TipSchema.safeParse({ amount });
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.message).toBe('Amount is required');
    }
  });

  it('refuses a negative, zero, huge or written-out amount by naming the range', () => {
    expect(TIP_AMOUNT_MESSAGE).toBe('Enter an amount in dollars from $1 to $10,000, such as 20 or 12.50.');
    for (const amount of ['0', '-5', 'abc', '1e9', '1000000000', '10000.01', '5.555', '0x10']) {
      const result = TipSchema.safeParse({ amount });
      expect(result.success, amount).toBe(false);
      expect(result.error!.issues[0]!.message).toBe(TIP_AMOUNT_MESSAGE);
    }
    expect(TipSchema.parse({ amount: '10000' })).toEqual({ amount: 10000 });
  });

  it('reads dollars and cents', () => {
    expect(TipSchema.parse({ amount: ' 12.50 ' })).toEqual({ amount: 12.5 });
    expect(TIP_NOT_IMPLEMENTED).toBe('Not implemented: No Payment Provider');
  });
});
