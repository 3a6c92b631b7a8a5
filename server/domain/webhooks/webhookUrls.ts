// Where webhooks may go. A sandbox exists for local receivers, so loopback and private addresses are allowed
// unless the operator refuses them (WEBHOOK_ALLOW_PRIVATE=false). Link-local and cloud-metadata addresses never
// are. A URL is checked when it is registered, and the address its host resolves to before every delivery; the
// delivery then connects to exactly that address, so a second lookup cannot point it elsewhere.
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/** Cloud instance-metadata endpoints, by name and by address, refused whatever the operator allows. */
const METADATA_HOSTS = new Set(['metadata.google.internal', 'metadata.goog', 'metadata', 'instance-data', 'instance-data.ec2.internal']);
const METADATA_ADDRESSES = new Set([
  '169.254.169.254', // AWS, GCP, Azure, OpenStack
  '169.254.170.2', // AWS ECS task metadata
  'fd00:ec2::254', // AWS over IPv6
  '100.100.100.200', // Alibaba Cloud
  '192.0.0.192', // Oracle Cloud
]);
/** Ranges no webhook may reach, whatever the operator allows. */
const NEVER = new Set(['linkLocal', 'unspecified', 'broadcast', 'multicast', 'reserved']);
/** Ranges only a sandbox that allows private receivers reaches. */
const PRIVATE = new Set(['private', 'loopback', 'uniqueLocal', 'carrierGradeNat']);

const ipv4Of = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 255, low >> 8, low & 255]);

/**
 * The IPv4 address an IPv6 address carries, where it carries one: mapped and translated (::ffff:…, ::ffff:0:…),
 * NAT64 (64:ff9b::/96 and 64:ff9b:1::/48), 6to4 (2002::/16), Teredo's client (2001::/32) and the deprecated
 * IPv4-compatible form (::a.b.c.d). Each reaches the IPv4 host, so each is judged as that host.
 */
export function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const parts = address.parts;
  switch (address.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
    case 'rfc6052':
      return ipv4Of(parts[6]!, parts[7]!);
    case '6to4':
      return ipv4Of(parts[1]!, parts[2]!);
    case 'teredo':
      return ipv4Of(~parts[6]! & 0xffff, ~parts[7]! & 0xffff);
  }
  const compatible = parts.slice(0, 6).every((p) => p === 0) && (parts[6] !== 0 || parts[7]! > 1);
  return compatible ? ipv4Of(parts[6]!, parts[7]!) : undefined;
}

/** Why an IP address may not receive webhooks, or undefined when it may. */
export function addressProblem(address: string, allowPrivate: boolean): string | undefined {
  const parsed = ipaddr.parse(address);
  const inner = parsed.kind() === 'ipv6' ? embeddedIPv4(parsed as ipaddr.IPv6) : undefined;
  if (inner) {
    const problem = addressProblem(inner.toString(), allowPrivate);
    return problem && `${address} carries ${problem.replace(`${inner} is`, `${inner}, which is`)}`;
  }
  const range = parsed.range();
  if (METADATA_ADDRESSES.has(parsed.toNormalizedString()) || METADATA_ADDRESSES.has(parsed.toString()))
    return `${address} is a cloud metadata address`;
  if (NEVER.has(range)) return `${address} is a ${range} address`;
  if (!allowPrivate && PRIVATE.has(range))
    return `${address} is a ${range} address, and this server refuses private receivers (WEBHOOK_ALLOW_PRIVATE=false)`;
  return undefined;
}

/** The host as written in the URL, before the URL parser normalises numeric forms such as 2130706433 or 0x7f.1. */
const writtenHost = (raw: string) => /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^/:?#]*)/i.exec(raw)?.[1]?.toLowerCase();

/** The host a URL names: brackets off, lower case, without the trailing dots DNS ignores. */
const hostOf = (url: URL) =>
  url.hostname
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.+$/, '');

/** Why a webhook URL may not be registered, or undefined when it may. */
export function urlProblem(raw: string, allowPrivate: boolean): string | undefined {
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return 'must be an http or https URL';
  if (url.username || url.password) return 'must not carry credentials; authenticate deliveries by their signature';
  if (url.port === '0') return 'must not name port 0';
  const host = hostOf(url);
  if (METADATA_HOSTS.has(host)) return `${host} is a cloud metadata host`;
  if (!ipaddr.isValid(host)) return undefined; // a name: its addresses are checked before each delivery
  if (writtenHost(raw) !== url.hostname.toLowerCase()) return `must write an IP address in its usual form, not ${writtenHost(raw)}`;
  return addressProblem(host, allowPrivate);
}

/** Where a delivery connects: the one address that was checked, or why it may not go now. */
export type DeliveryTarget = { address: string; family: 4 | 6 } | { problem: string };

/** The address a delivery to this URL connects to, its host resolved once and every address judged. */
export async function deliveryTarget(raw: string, allowPrivate: boolean): Promise<DeliveryTarget> {
  const registered = urlProblem(raw, allowPrivate);
  if (registered) return { problem: registered };
  const host = hostOf(new URL(raw));
  const addresses = ipaddr.isValid(host)
    ? [{ address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 }]
    : await lookup(host, { all: true }).catch(() => []);
  if (!addresses.length) return { problem: `${host} does not resolve` };
  // Every address is judged, not only the one used: a name that also points at a forbidden address is refused.
  for (const { address } of addresses) {
    const problem = addressProblem(address, allowPrivate);
    if (problem) return { problem: `${host} resolves to ${problem.replace(`${address} is`, `${address}, which is`)}` };
  }
  const [first] = addresses;
  return { address: first!.address, family: first!.family === 6 ? 6 : 4 };
}
