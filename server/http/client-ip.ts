// The caller's address. The app's server (scripts/serve.mjs) appends the socket's address to
// X-Forwarded-For, as a proxy does, so the last hop is always the peer that connected. Hops are read from
// the right: a hop is skipped only while it is a proxy named in TRUSTED_PROXIES, so whatever a client
// writes into the header itself never counts.
import { BlockList, isIP } from 'node:net';

const lists = new Map<string, BlockList>();

/** A BlockList of comma-separated addresses and CIDR ranges (IPv4 or IPv6), parsed once per value. */
export function networkList(value: string | undefined): BlockList {
  const key = value ?? '';
  let list = lists.get(key);
  if (!list) {
    list = new BlockList();
    for (const entry of key
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const [address, bits] = entry.split('/');
      const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (!isIP(address)) continue;
      if (bits === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(bits), type);
    }
    lists.set(key, list);
  }
  return list;
}

/** '::ffff:10.0.0.1' is 10.0.0.1; '[::1]:5000' and '10.0.0.1:5000' lose the port. */
function normalise(hop: string): string {
  let h = hop.trim();
  const bracketed = h.match(/^\[([^\]]+)\](?::\d+)?$/);
  if (bracketed) h = bracketed[1];
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(h)) h = h.slice(0, h.lastIndexOf(':'));
  return h.toLowerCase().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
}

export function inList(list: BlockList, address: string): boolean {
  const version = isIP(address);
  return version !== 0 && list.check(address, version === 6 ? 'ipv6' : 'ipv4');
}

export function clientIp(headers: Headers, trustedProxies = process.env.TRUSTED_PROXIES): string {
  const hops = (headers.get('x-forwarded-for') ?? '').split(',').map(normalise).filter(Boolean);
  const proxies = networkList(trustedProxies);
  for (let i = hops.length - 1; i >= 0; i--) {
    if (i === 0 || !inList(proxies, hops[i])) return hops[i].slice(0, 100);
  }
  return 'local';
}
