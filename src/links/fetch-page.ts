import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { StringDecoder } from 'node:string_decoder';
import ipaddr from 'ipaddr.js';
import { type AllowedHosts, hostKey } from './allowed-hosts';
import { LinkRefusedError } from './link-refused-error';
import type { PageReader, ReadPage } from './page-reader';
import { isPublicAddress } from './public-address';

/** How far a link is followed and how much of it is read. */
export interface LinkFetchLimits {
  readonly maxRedirects: number;
  readonly maxBytes: number;
  readonly timeoutMs: number;
}

export const LINK_FETCH_LIMITS: LinkFetchLimits = { maxRedirects: 3, maxBytes: 2 * 1024 * 1024, timeoutMs: 5_000 };

/** The content types a page is read in: HTML, and JSON-LD served on its own. */
const READABLE_TYPES = ['text/html', 'application/xhtml+xml', 'application/ld+json'];

/** Resolves a host name to every address it has, as `dns.lookup` with `all` does. */
export type ResolveHost = (hostname: string) => Promise<readonly LookupAddress[]>;

export interface FetchOptions {
  readonly allowedHosts: AllowedHosts;
  /** Where host names are resolved; the system's resolver unless a test gives its own. */
  readonly resolve?: ResolveHost;
  readonly limits?: LinkFetchLimits;
}

/** A page as fetched: where it ended up after redirects, its content type, and its text (or what its reader made of it). */
export interface FetchedPage<Body = string> {
  readonly url: string;
  readonly contentType: string;
  readonly body: Body;
}

/** The page's text, whole. */
export const readText: ReadPage<string> = () => {
  const pieces: string[] = [];
  return { write: (text) => pieces.push(text), end: () => pieces.join('') };
};

/** A reader's own failure, told apart from the connection's on its way out of the fetch. */
class ReaderFailure {
  constructor(readonly cause: unknown) {}
}

const systemResolve: ResolveHost = (hostname) =>
  new Promise((resolve, reject) => dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))));

/**
 * Fetches the page a user's link names, refusing what a link must not reach: any scheme but http and
 * https, credentials in the link, an address that is not public (checked on every address the name
 * resolves to, at every hop, redirects included), more than three redirects, more than 2 MB, more
 * than 5 s in all, and anything but HTML or JSON-LD. The connection goes to the address that was
 * checked, never to a second resolution of the name, so a name that resolves to another address
 * the next time (DNS rebinding) reaches nothing it was not checked for. A `host:port` in
 * `allowedHosts` skips the address check, and nothing else. Throws a LinkRefusedError saying what was refused.
 * Given `read`, the page is handed to its reader piece by piece as it arrives, so a reader that
 * refuses the page stops the download there and no piece waits for the whole page to be parsed.
 */
export function fetchPage(link: string, options: FetchOptions): Promise<FetchedPage>;
export function fetchPage<Body>(link: string, options: FetchOptions, read: ReadPage<Body>): Promise<FetchedPage<Body>>;
export async function fetchPage<Body>(link: string, options: FetchOptions, read: ReadPage<Body | string> = readText): Promise<FetchedPage<Body | string>> {
  const limits = options.limits ?? LINK_FETCH_LIMITS;
  const resolve = options.resolve ?? systemResolve;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  try {
    let url = parseLink(link);
    for (let redirects = 0; ; redirects++) {
      const response = await request(url, options.allowedHosts, resolve, controller.signal);
      const location = response.headers.location;
      if (response.statusCode !== undefined && [301, 302, 303, 307, 308].includes(response.statusCode) && location) {
        response.resume();
        if (redirects >= limits.maxRedirects) {
          throw new LinkRefusedError('redirects', `That link redirects more than ${limits.maxRedirects} times, so I stopped following it.`);
        }
        url = parseLink(new URL(location, url).toString());
        continue;
      }
      if (response.statusCode !== 200) {
        response.resume();
        throw new LinkRefusedError('status', `That page answered ${response.statusCode ?? 'nothing'}${response.statusMessage ? ` (${response.statusMessage})` : ''}, so there was nothing to read.`);
      }
      const contentType = (response.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!READABLE_TYPES.includes(contentType)) {
        response.resume();
        throw new LinkRefusedError('content type', `That link is ${contentType === '' ? 'of no stated type' : `a ${contentType}`}, not a web page: I read recipes from HTML pages only.`);
      }
      const body = await readBody(response, limits.maxBytes, read(contentType));
      return { url: url.toString(), contentType, body };
    }
  } catch (error) {
    if (error instanceof LinkRefusedError) {
      throw error;
    }
    if (error instanceof ReaderFailure) {
      throw error.cause;
    }
    if (controller.signal.aborted) {
      throw new LinkRefusedError('timeout', `That page took more than ${limits.timeoutMs / 1000} seconds, so I gave up on it.`);
    }
    throw new LinkRefusedError('unreachable', `I couldn't reach that page (${(error as NodeJS.ErrnoException).code ?? 'no answer'}).`);
  } finally {
    clearTimeout(timer);
  }
}

/** The link as a URL, if it is one a link may be: http or https, with no user name or password in it. */
function parseLink(link: string): URL {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new LinkRefusedError('scheme', 'That is not a link I can read.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new LinkRefusedError('scheme', `I only open http and https links, not ${url.protocol.replace(/:$/, '')} ones.`);
  }
  if (url.username || url.password) {
    throw new LinkRefusedError('credentials', 'That link carries a user name or password, so I did not open it.');
  }
  return url;
}

/** One request, connected only to an address that passed the check (or to an allowed host). */
function request(url: URL, allowedHosts: AllowedHosts, resolve: ResolveHost, signal: AbortSignal): Promise<IncomingMessage> {
  const allowed = allowedHosts.has(hostKey(url));
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  // A literal address is connected to as it is, with no lookup: it is checked here.
  if (!allowed && ipaddr.isValid(hostname) && !isPublicAddress(hostname)) {
    return Promise.reject(refusedAddress(url));
  }
  const lookup: LookupFunction = (name, lookupOptions, callback) => {
    resolve(name).then(
      (addresses) => {
        if (addresses.length === 0 || (!allowed && addresses.some((each) => !isPublicAddress(each.address)))) {
          callback(refusedAddress(url), '', 0);
          return;
        }
        if (lookupOptions.all) {
          (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, [...addresses]);
        } else {
          const [first] = addresses as [LookupAddress];
          callback(null, first.address, first.family);
        }
      },
      (error: unknown) => callback(error as NodeJS.ErrnoException, '', 0),
    );
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolveResponse, reject) => {
    const outgoing = client.request(url, { method: 'GET', lookup, signal, headers: { accept: 'text/html, application/xhtml+xml, application/ld+json;q=0.9', 'user-agent': 'Pantry (recipe reader)' } }, resolveResponse);
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function refusedAddress(url: URL): LinkRefusedError {
  return new LinkRefusedError('address', `${url.hostname} is not on the public internet (a private, local or cloud metadata address), so I did not open it.`);
}

/** The response's text as its reader made it, refused past `maxBytes` (by its Content-Length, or as it arrives). */
function readBody<Body>(response: IncomingMessage, maxBytes: number, reader: PageReader<Body>): Promise<Body> {
  const tooBig = () => new LinkRefusedError('size', `That page is larger than ${maxBytes / (1024 * 1024)} MB, so I did not read it.`);
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    return Promise.reject(tooBig());
  }
  return new Promise((resolve, reject) => {
    // A character split between two chunks is decoded whole, with the second.
    const decoder = new StringDecoder('utf8');
    let size = 0;
    let settled = false;
    const refuse = (error: unknown) => {
      settled = true;
      response.destroy();
      reject(error instanceof LinkRefusedError ? error : new ReaderFailure(error));
    };
    response.on('data', (chunk: Buffer) => {
      if (settled) {
        return;
      }
      size += chunk.length;
      if (size > maxBytes) {
        refuse(tooBig());
        return;
      }
      try {
        reader.write(decoder.write(chunk));
      } catch (error) {
        refuse(error);
      }
    });
    response.on('end', () => {
      if (settled) {
        return;
      }
      settled = true;
      try {
        reader.write(decoder.end());
        resolve(reader.end());
      } catch (error) {
        reject(error instanceof LinkRefusedError ? error : new ReaderFailure(error));
      }
    });
    response.on('error', (error) => {
      settled = true;
      reject(error);
    });
  });
}
