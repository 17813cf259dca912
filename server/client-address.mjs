// Who is the client? The socket's peer, unless that peer is one of our own proxies (TRUSTED_PROXIES),
// in which case X-Forwarded-For is walked from the right past our proxies to the first hop we did
// not add ourselves. Plain JavaScript because the server entry (server/index.mjs) runs before any
// TypeScript is loaded; unit-tested in client-address.test.mjs.
import { BlockList, isIP } from 'node:net';

/** The header the app reads the resolved address from (src/server/http/client-ip.ts). */
export const CLIENT_IP_HEADER = 'x-matside-client-ip';

/** Client-sent headers that could carry an address; only the resolved one reaches the app. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'x-real-ip', CLIENT_IP_HEADER];

/** `::ffff:10.0.0.1` (IPv4 on a dual-stack socket) → `10.0.0.1`; anything else unchanged. */
export function normaliseAddress(address) {
  const text = String(address ?? '').trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(text);
  return mapped ? mapped[1] : text;
}

/**
 * A list of addresses and CIDRs, comma- or space-separated, e.g. `10.0.0.0/8, 127.0.0.1, ::1`, as a
 * BlockList. Throws on an invalid entry, naming the variable: a typo must stop the server, not
 * silently let in the world or nobody. Empty: a list matching nothing.
 */
export function parseAddressList(text, variable) {
  const list = new BlockList();
  const entries = String(text ?? '')
    .split(/[\s,]+/)
    .filter(Boolean);
  for (const entry of entries) {
    const [address, prefix] = entry.split('/');
    const family = isIP(address);
    if (family === 0) throw new Error(`${variable}: "${entry}" is not an IP address or CIDR`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const bits = Number(prefix);
    if (!/^\d+$/.test(prefix) || bits > (family === 4 ? 32 : 128)) {
      throw new Error(`${variable}: "${entry}" has an invalid prefix length`);
    }
    list.addSubnet(address, bits, type);
  }
  return { list, size: entries.length };
}

/** TRUSTED_PROXIES (parseAddressList). Unset or empty trusts nobody, so the socket address is the client. */
export function parseTrustedProxies(text) {
  return parseAddressList(text, 'TRUSTED_PROXIES');
}

/** Whether `address` is in a parsed list (normalise it first). */
export function isListed(parsed, address) {
  const family = isIP(address);
  if (family === 0 || parsed.size === 0) return false;
  return parsed.list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The client's address: the right-most hop that is not one of our proxies. Headers count only when
 * the socket's peer is a trusted proxy; a client talking to us directly cannot move itself into
 * another rate-limit bucket by sending X-Forwarded-For or X-Real-IP.
 */
export function resolveClientAddress({ socketAddress, forwardedFor, realIp }, trusted) {
  const peer = normaliseAddress(socketAddress);
  if (!isListed(trusted, peer)) return peer;
  const hops = String(forwardedFor ?? '')
    .split(',')
    .map(normaliseAddress)
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = hops[i];
    if (isIP(hop) === 0) return peer; // a malformed chain: trust nothing it says
    if (!isListed(trusted, hop)) return hop;
  }
  // Every hop is ours (or there are none): the left-most one, else X-Real-IP, else the peer.
  const real = normaliseAddress(realIp);
  if (hops.length > 0) return hops[0];
  return isIP(real) !== 0 ? real : peer;
}

/** Replaces every client-sent forwarding header of a Node request with the one resolved address. */
export function stampClientAddress(req, trusted) {
  const header = (name) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(',') : value;
  };
  const address = resolveClientAddress(
    { socketAddress: req.socket?.remoteAddress, forwardedFor: header('x-forwarded-for'), realIp: header('x-real-ip') },
    trusted,
  );
  for (const name of FORWARDING_HEADERS) delete req.headers[name];
  if (address) {
    req.headers[CLIENT_IP_HEADER] = address;
    // Next fills X-Forwarded-For only when absent: give it the resolved address, not the client's.
    req.headers['x-forwarded-for'] = address;
  }
  return address;
}
