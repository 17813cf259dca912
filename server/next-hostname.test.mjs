import { describe, expect, it } from 'vitest';
import { nextHostname } from './next-hostname.mjs';

describe('nextHostname', () => {
  it('names every loopback address localhost, as the proxy sees it', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost', 'LOCALHOST']) {
      expect(nextHostname(address)).toBe('localhost');
    }
  });
  it('keeps any other address as it is', () => {
    for (const address of ['0.0.0.0', '::', '10.0.0.5', '192.168.1.20', 'matside.internal', '128.0.0.1']) {
      expect(nextHostname(address)).toBe(address);
    }
  });
});
