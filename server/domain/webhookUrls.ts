// Where webhooks may go. A sandbox exists for local receivers, so loopback and private addresses are allowed
// unless the operator refuses them (WEBHOOK_ALLOW_PRIVATE=false). Link-local and cloud-metadata addresses never
// are. A URL is checked when it is registered, and the address its host resolves to before every delivery.
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/** Cloud instance-metadata endpoints, by name and by address (the IPv4 one is link-local anyway). */
const METADATA_HOSTS = new Set(['metadata.google.internal', 'metadata.goog', 'metadata']);
const METADATA_ADDRESSES = new Set(['fd00:ec2::254', '169.254.169.254']);
/** Ranges no webhook may reach, whatever the operator allows. */
const NEVER = new Set(['linkLocal', 'unspecified', 'broadcast', 'multicast', 'reserved']);
/** Ranges only a sandbox that allows private receivers reaches. */
const PRIVATE = new Set(['private', 'loopback', 'uniqueLocal', 'carrierGradeNat']);

/** Why an IP address may not receive webhooks, or undefined when it may. */
export function addressProblem(address: string, allowPrivate: boolean): string | undefined {
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
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

/** Why a webhook URL may not be registered, or undefined when it may. */
export function urlProblem(raw: string, allowPrivate: boolean): string | undefined {
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return 'must be an http or https URL';
  if (url.username || url.password) return 'must not carry credentials; authenticate deliveries by their signature';
  if (url.port === '0') return 'must not name port 0';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (METADATA_HOSTS.has(host.toLowerCase())) return `${host} is a cloud metadata host`;
  if (!ipaddr.isValid(host)) return undefined; // a name: its addresses are checked before each delivery
  if (writtenHost(raw) !== url.hostname.toLowerCase()) return `must write an IP address in its usual form, not ${writtenHost(raw)}`;
  return addressProblem(host, allowPrivate);
}

/** Why a delivery to this URL may not go now: its host's addresses, resolved as the delivery would resolve them. */
export async function deliveryProblem(raw: string, allowPrivate: boolean): Promise<string | undefined> {
  const registered = urlProblem(raw, allowPrivate);
  if (registered) return registered;
  const host = new URL(raw).hostname.replace(/^\[|\]$/g, '');
  const addresses = ipaddr.isValid(host) ? [host] : (await lookup(host, { all: true }).catch(() => [])).map((a) => a.address);
  if (!addresses.length) return `${host} does not resolve`;
  for (const address of addresses) {
    const problem = addressProblem(address, allowPrivate);
    if (problem) return `${host} resolves to ${problem.replace(`${address} is`, `${address}, which is`)}`;
  }
  return undefined;
}
