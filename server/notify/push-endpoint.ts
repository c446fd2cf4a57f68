// Where web push may connect (issue 39). A subscription's endpoint is the address the server POSTs each
// notification to, and a user chooses it: left unchecked, anyone signed in could make the server reach its
// own network. An endpoint must be https on a host name whose every address is public unicast (no loopback,
// private, link-local, unique-local, NAT64 or other special range; no literal address in any of its forms).
// It is checked when subscribing and again on every connection: the check sits in the socket's DNS lookup,
// so the address connected to is the one checked and a name that changes its answer (DNS rebinding) gets
// nowhere. PUSH_ALLOWED_HOSTS (comma-separated `host` or `host:port`) names push services exempt from all
// of this, http allowed: a push service on the local network, or the tests' own.
import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

export function allowedPushHost(url: URL): boolean {
  const hosts = (process.env.PUSH_ALLOWED_HOSTS ?? '').split(',').map((h) => h.trim().toLowerCase());
  return hosts.includes(url.host) || hosts.includes(url.hostname);
}

export function isPublicAddress(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'unicast';
}

/** Why the endpoint may not be used before any lookup (scheme, literal address), or null. */
function refusalByForm(url: URL): string | null {
  if (url.protocol !== 'https:') return 'The endpoint must be an https URL';
  // WHATWG URL has already turned 2130706433, 0x7f000001 and 127.1 into 127.0.0.1.
  if (isIP(url.hostname.replace(/^\[(.*)\]$/, '$1'))) return 'The endpoint must name its push service by host name, not by address';
  return null;
}

/** Why POST /api/push/subscribe may not store this endpoint, or null when it may. */
export async function pushEndpointRefusal(endpoint: string): Promise<string | null> {
  const url = new URL(endpoint);
  if (allowedPushHost(url)) return null;
  const byForm = refusalByForm(url);
  if (byForm) return byForm;
  let addresses: dns.LookupAddress[];
  try {
    addresses = await dns.promises.lookup(url.hostname, { all: true, verbatim: true });
  } catch {
    return `The endpoint's host ${url.hostname} could not be found`;
  }
  return addresses.every((a) => isPublicAddress(a.address)) ? null : `The endpoint's host ${url.hostname} is not a public push service`;
}

/** net.connect's lookup, answering only when every address of the host is public. */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '');
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused) {
      const error: NodeJS.ErrnoException = new Error(`${hostname} resolves to ${refused.address}, not a public address`);
      error.code = 'ENOTPUBLIC';
      return callback(error, '');
    }
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0].address, addresses[0].family);
  });
};

/**
 * How to connect to a stored endpoint: the DNS lookup to give the request (undefined for an allowed host),
 * or an Error when the endpoint may not be contacted at all.
 */
export function pushConnection(url: URL): { lookup: LookupFunction | undefined } | Error {
  if (allowedPushHost(url)) return { lookup: undefined };
  const byForm = refusalByForm(url);
  return byForm ? new Error(byForm) : { lookup: publicLookup };
}
