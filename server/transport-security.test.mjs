import { describe, expect, it } from 'vitest';
import { HSTS_VALUE, transportSecurityHeader } from './transport-security.mjs';

describe('transportSecurityHeader', () => {
  it('is sent when the public address is https', () => {
    expect(transportSecurityHeader('https://matside.example')).toBe(HSTS_VALUE);
  });
  it('is not sent for http or a missing address', () => {
    expect(transportSecurityHeader('http://localhost:3000')).toBeNull();
    expect(transportSecurityHeader(undefined)).toBeNull();
  });
});
