import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { DeliveryError } from './delivery-error';

/**
 * Addresses an email or SMS connection never goes to unless the operator allows the host: this
 * machine, the club's private networks, link-local ones (the cloud's metadata service at
 * 169.254.169.254 and fd00:ec2::254 among them), and the ranges that carry one of those inside.
 * Otherwise the apps page's Test (and a delivery) would be a port scanner run from the server.
 */
const INTERNAL = new BlockList();
for (const [network, bits] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT, private to the provider
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, the metadata service
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  INTERNAL.addSubnet(network, bits, 'ipv4');
}
for (const [network, bits] of [
  ['::', 96], // unspecified, loopback (::1) and IPv4-compatible addresses
  ['64:ff9b::', 96], // NAT64: an IPv4 address inside
  ['2002::', 16], // 6to4: an IPv4 address inside
  ['fc00::', 7], // unique local (private)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still private)
  ['ff00::', 8], // multicast
] as const) {
  INTERNAL.addSubnet(network, bits, 'ipv6');
}

/** A host as an IP address is written in a URL ([::1]) or anywhere else (::1). */
const bare = (host: string): string => host.replace(/^\[(.*)\]$/, '$1').toLowerCase();

/** Whether a connection to this IP address would reach this machine or a private network (IPv4-mapped IPv6 as its IPv4). */
export const isInternalAddress = (address: string): boolean => {
  const ip = bare(address).replace(/%.*$/, '');
  const version = isIP(ip);
  if (version === 0) return true;
  return INTERNAL.check(ip, version === 4 ? 'ipv4' : 'ipv6');
};

export type Lookup = (host: string) => Promise<{ address: string; family: number }[]>;

const systemLookup: Lookup = (host) => lookup(host, { all: true, verbatim: true });

/** An address to connect to, checked: the connection goes to it and to nothing resolved later. */
export interface CheckedAddress {
  address: string;
  family: 4 | 6;
  /** The host as configured (a name for TLS's server name and the Host header; '' for an IP). */
  serverName: string;
}

/**
 * Resolves the host of an email or SMS connection and checks every address it has: one internal
 * address is enough to refuse (a name that resolves to a public and a private address could be
 * answered with either). The caller connects to the address returned, so a second lookup (DNS
 * rebinding) cannot move the connection elsewhere. Hosts the operator lists
 * (INTEGRATION_ALLOWED_HOSTS, by name or IP as they are configured) skip the check.
 */
export class AddressGuard {
  private readonly allowed: ReadonlySet<string>;

  constructor(
    allowedHosts: readonly string[] = [],
    private readonly resolve: Lookup = systemLookup,
  ) {
    this.allowed = new Set(allowedHosts.map(bare));
  }

  async check(host: string): Promise<CheckedAddress> {
    const name = bare(host);
    const literal = isIP(name) !== 0;
    let addresses: { address: string; family: number }[];
    try {
      addresses = literal ? [{ address: name, family: isIP(name) }] : await this.resolve(name);
    } catch {
      throw new DeliveryError('hostNotFound', `Host not found: ${name}`);
    }
    if (addresses.length === 0) throw new DeliveryError('hostNotFound', `Host not found: ${name}`);
    if (!this.allowed.has(name)) {
      const internal = addresses.find(({ address }) => isInternalAddress(address));
      if (internal) {
        throw new DeliveryError('addressNotAllowed', `Address not allowed: ${literal ? name : `${name} (${internal.address})`} is a loopback, private or link-local address (INTEGRATION_ALLOWED_HOSTS allows a host)`);
      }
    }
    const [first] = addresses;
    return { address: first!.address, family: first!.family === 6 ? 6 : 4, serverName: literal ? '' : name };
  }
}
