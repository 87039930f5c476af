import { promises as dnsPromises } from 'node:dns';
import { isIP } from 'node:net';

/** The DNS look-ups the API makes (domain verification, webhook receivers), behind an interface. */
export interface DnsResolver {
  /** The TXT records of a host, each as its list of character-strings (join them to read it). */
  resolveTxt(host: string): Promise<string[][]>;
  /** The IPv4 and IPv6 addresses of a host (A and AAAA records); empty when it has none. */
  resolveAddresses(host: string): Promise<string[]>;
}

/** How long one query waits for an answer, and how often it is sent before giving up. */
export const DNS_TIMEOUT_MS = 2000;
export const DNS_TRIES = 2;

/**
 * Node's resolver (c-ares). With `servers` empty it asks the system's servers; the timeout and
 * tries bound a look-up against a server that never answers (node's defaults take ~27 s).
 */
export function createDnsResolver(
  servers: readonly string[],
  options: { timeoutMs?: number; tries?: number } = {},
): DnsResolver {
  const resolver = new dnsPromises.Resolver({
    timeout: options.timeoutMs ?? DNS_TIMEOUT_MS,
    tries: options.tries ?? DNS_TRIES,
  });
  if (servers.length > 0) resolver.setServers([...servers]);
  const records = (lookup: Promise<string[]>) =>
    lookup.catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENODATA' || error.code === 'ENOTFOUND') return [];
      throw error;
    });
  return {
    resolveTxt: (host) => resolver.resolveTxt(host),
    resolveAddresses: async (host) => {
      const [v4, v6] = await Promise.all([records(resolver.resolve4(host)), records(resolver.resolve6(host))]);
      return [...v4, ...v6];
    },
  };
}

/**
 * `DNS_SERVERS`: comma-separated `host:port` entries (`127.0.0.1:5353`, `[::1]:53`, or an IP
 * address alone for port 53). Returns the entries, or the problems found.
 */
export function parseDnsServers(raw: string | undefined): { servers: string[]; problems: string[] } {
  const servers: string[] = [];
  const problems: string[] = [];
  for (const entry of (raw ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)) {
    const match = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry) ?? /^([^:]+)(?::(\d+))?$/.exec(entry);
    const host = match?.[1];
    const port = match?.[2] === undefined ? 53 : Number(match[2]);
    if (!host || !isIP(host) || !Number.isInteger(port) || port < 1 || port > 65535) {
      // A bare IPv6 address (no brackets, no port) is fine too.
      if (isIP(entry) === 6) {
        servers.push(entry);
        continue;
      }
      problems.push(`DNS_SERVERS has an entry that is not an IP address with an optional port: "${entry}"`);
      continue;
    }
    servers.push(entry);
  }
  return { servers, problems };
}
