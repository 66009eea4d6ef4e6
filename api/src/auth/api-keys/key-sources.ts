import { BlockList, isIP } from 'node:net';

/** One allowed source: an address or a CIDR range, IPv4 or IPv6. */
const parseSource = (text: string): { address: string; prefix: number; type: 'ipv4' | 'ipv6' } | undefined => {
  const [address = '', bits, extra] = text.split('/');
  if (extra !== undefined) return undefined;
  const version = isIP(address);
  if (version === 0) return undefined;
  const max = version === 4 ? 32 : 128;
  const prefix = bits === undefined ? max : /^\d{1,3}$/.test(bits) ? Number(bits) : NaN;
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > max) return undefined;
  return { address, prefix, type: version === 4 ? 'ipv4' : 'ipv6' };
};

/** The lines of a key's allowed sources (one a line, commas and spaces also separate them). */
export const sourceLines = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(/[\s,]+/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The lines that are no address or CIDR range (what the override refuses). */
export const invalidSources = (text: string | null | undefined): string[] => sourceLines(text).filter((line) => !parseSource(line));

/** Whether a client address may use the key: any, when it names no source. */
export type SourceCheck = (ip: string) => boolean;

export const sourceCheckOf = (text: string | null | undefined): SourceCheck => {
  const sources = sourceLines(text).flatMap((line) => parseSource(line) ?? []);
  if (sources.length === 0) return () => true;
  const list = new BlockList();
  for (const { address, prefix, type } of sources) list.addSubnet(address, prefix, type);
  return (ip) => {
    // An IPv4 client seen through an IPv6 socket (::ffff:203.0.113.5) is that IPv4 address.
    const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
    const version = isIP(plain);
    return version !== 0 && list.check(plain, version === 4 ? 'ipv4' : 'ipv6');
  };
};
