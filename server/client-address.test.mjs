import { describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER, parseTrustedProxies, resolveClientAddress, stampClientAddress } from './client-address.mjs';

const NOBODY = parseTrustedProxies(undefined);
const LB = parseTrustedProxies('10.0.0.0/8, 127.0.0.1 ::1');

function nodeRequest(socketAddress, headers) {
  return { socket: { remoteAddress: socketAddress }, headers: { ...headers } };
}

describe('resolveClientAddress', () => {
  it('trusts no header when no proxy is configured: the socket address is the client', () => {
    for (const spoof of ['1.2.3.4', '5.6.7.8, 9.9.9.9', 'garbage']) {
      expect(resolveClientAddress({ socketAddress: '198.51.100.20', forwardedFor: spoof, realIp: spoof }, NOBODY)).toBe(
        '198.51.100.20',
      );
    }
    expect(resolveClientAddress({ socketAddress: '::ffff:127.0.0.1', forwardedFor: '8.8.8.8' }, NOBODY)).toBe(
      '127.0.0.1',
    );
  });

  it('ignores headers from a peer that is not a trusted proxy', () => {
    expect(resolveClientAddress({ socketAddress: '198.51.100.20', forwardedFor: '1.1.1.1' }, LB)).toBe('198.51.100.20');
  });

  it('behind trusted proxies takes the right-most hop that is not one of them', () => {
    const via = (forwardedFor) => resolveClientAddress({ socketAddress: '10.0.0.5', forwardedFor }, LB);
    expect(via('203.0.113.9')).toBe('203.0.113.9');
    // The client prepends whatever it likes; our balancer appended the real peer last.
    expect(via('1.1.1.1, 2.2.2.2, 203.0.113.9')).toBe('203.0.113.9');
    expect(via('1.1.1.1, 203.0.113.9, 10.0.0.7')).toBe('203.0.113.9');
    expect(via('203.0.113.9, not-an-ip')).toBe('10.0.0.5');
    expect(resolveClientAddress({ socketAddress: '::1', realIp: '203.0.113.4' }, LB)).toBe('203.0.113.4');
  });

  it('rotating spoofed headers always land in the same bucket', () => {
    const seen = new Set();
    for (let i = 0; i < 50; i += 1) {
      const spoof = `100.64.${i}.${i}`;
      seen.add(resolveClientAddress({ socketAddress: '198.51.100.20', forwardedFor: spoof, realIp: spoof }, NOBODY));
      seen.add(resolveClientAddress({ socketAddress: '10.0.0.5', forwardedFor: `${spoof}, 198.51.100.21` }, LB));
    }
    expect([...seen].sort()).toEqual(['198.51.100.20', '198.51.100.21']);
  });

  it('refuses a malformed TRUSTED_PROXIES entry instead of guessing', () => {
    expect(() => parseTrustedProxies('10.0.0.0/99')).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseTrustedProxies('proxy.internal')).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('stampClientAddress', () => {
  it('replaces every forwarding header the client sent with the resolved address', () => {
    const req = nodeRequest('198.51.100.20', {
      'x-forwarded-for': '1.1.1.1',
      'x-real-ip': '2.2.2.2',
      [CLIENT_IP_HEADER]: '3.3.3.3',
    });
    stampClientAddress(req, NOBODY);
    expect(req.headers[CLIENT_IP_HEADER]).toBe('198.51.100.20');
    expect(req.headers['x-forwarded-for']).toBe('198.51.100.20');
    expect(req.headers['x-real-ip']).toBeUndefined();
  });
});
