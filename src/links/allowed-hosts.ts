/**
 * LINK_FETCH_ALLOWED_HOSTS as the fetch reads it: `host:port` entries, lowercased, that a link may
 * reach although their address would be refused (a test's server, an on-premises recipe site).
 */
export type AllowedHosts = ReadonlySet<string>;

/** The entries of a comma-separated `host:port` list; undefined, with the wrong entry, when one is not of that shape. */
export function parseAllowedHosts(text: string): { ok: true; hosts: AllowedHosts } | { ok: false; entry: string } {
  const hosts = new Set<string>();
  for (const entry of text.split(',').map((each) => each.trim()).filter((each) => each.length > 0)) {
    const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):(\d{1,5})$/i.exec(entry);
    const port = Number(match?.[2]);
    if (!match || port < 1 || port > 65535) {
      return { ok: false, entry };
    }
    hosts.add(`${(match[1] as string).toLowerCase()}:${port}`);
  }
  return { ok: true, hosts };
}

/** The allowed-hosts key of a URL: its host and port, the scheme's default port when none is written. */
export function hostKey(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname.toLowerCase()}:${port}`;
}
