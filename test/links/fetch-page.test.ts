import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowedHosts } from '../../src/links/allowed-hosts';
import { fetchPage, type ResolveHost } from '../../src/links/fetch-page';
import { LinkRefusedError } from '../../src/links/link-refused-error';
import type { PageReader } from '../../src/links/page-reader';
import { findLink } from '../../src/links/find-link';
import { isPublicAddress } from '../../src/links/public-address';

const PAGE = '<html><head><title>Tacos</title></head><body>Tacos</body></html>';

describe('which addresses a link may reach', () => {
  it.each([
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.1.10', false],
    ['169.254.169.254', false],
    ['100.100.100.200', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['fd00:ec2::254', false],
    ['fe80::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['224.0.0.1', false],
    ['93.184.215.14', true],
    ['2606:2800:21f:cb07:6820:80da:af6b:8b2c', true],
  ])('%s: public %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('LINK_FETCH_ALLOWED_HOSTS', () => {
  it('reads host:port entries and refuses anything else', () => {
    expect(parseAllowedHosts(' recipes.local:8080, 127.0.0.1:3000,[::1]:80 ')).toEqual({ ok: true, hosts: new Set(['recipes.local:8080', '127.0.0.1:3000', '[::1]:80']) });
    expect(parseAllowedHosts('')).toEqual({ ok: true, hosts: new Set() });
    expect(parseAllowedHosts('recipes.local')).toEqual({ ok: false, entry: 'recipes.local' });
    expect(parseAllowedHosts('http://recipes.local:80')).toEqual({ ok: false, entry: 'http://recipes.local:80' });
  });
});

describe('fetching a page a user linked', () => {
  let server: Server;
  let port = 0;
  const url = (path: string, host = '127.0.0.1') => `http://${host}:${port}${path}`;
  const allowed = () => new Set([`127.0.0.1:${port}`]);

  beforeAll(async () => {
    server = createServer((request, response) => {
      const path = request.url ?? '/';
      if (path === '/recipe') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
      } else if (path.startsWith('/hop/')) {
        const left = Number(path.slice('/hop/'.length));
        response.writeHead(302, { location: left === 0 ? '/recipe' : `/hop/${left - 1}` }).end();
      } else if (path === '/to-metadata') {
        response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      } else if (path === '/to-private-name') {
        response.writeHead(301, { location: `http://intranet.test:${port}/recipe` }).end();
      } else if (path === '/big') {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('x'.repeat(2 * 1024 * 1024 + 1));
      } else if (path === '/big-unannounced') {
        response.writeHead(200, { 'content-type': 'text/html', 'transfer-encoding': 'chunked' });
        const chunk = 'y'.repeat(64 * 1024);
        for (let sent = 0; sent <= 2 * 1024 * 1024; sent += chunk.length) {
          response.write(chunk);
        }
        response.end();
      } else if (path === '/slow') {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.write('<html>');
        // Never ends: the fetch's own time limit must.
      } else if (path === '/split') {
        // The euro sign's three bytes arrive in two chunks.
        const bytes = Buffer.from('<p>5 €</p>');
        response.writeHead(200, { 'content-type': 'text/html' });
        response.write(bytes.subarray(0, 6));
        setTimeout(() => response.end(bytes.subarray(6)), 20);
      } else if (path === '/pdf') {
        response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4');
      } else if (path === '/json-ld') {
        response.writeHead(200, { 'content-type': 'application/ld+json' }).end('{"@type":"Recipe"}');
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('reads an HTML page on an allowed host, following up to three redirects', async () => {
    await expect(fetchPage(url('/recipe'), { allowedHosts: allowed() })).resolves.toEqual({ url: url('/recipe'), contentType: 'text/html', body: PAGE });
    await expect(fetchPage(url('/hop/2'), { allowedHosts: allowed() })).resolves.toMatchObject({ url: url('/recipe'), body: PAGE });
    await expect(fetchPage(url('/json-ld'), { allowedHosts: allowed() })).resolves.toMatchObject({ contentType: 'application/ld+json' });
  });

  it('refuses a loopback or private address that is not allowed, whether written or resolved', async () => {
    await expect(fetchPage(url('/recipe'), { allowedHosts: new Set() })).rejects.toMatchObject({ refusal: 'address', message: expect.stringContaining('127.0.0.1 is not on the public internet') });
    await expect(fetchPage(`http://localhost:${port}/recipe`, { allowedHosts: new Set() })).rejects.toMatchObject({ refusal: 'address' });
    await expect(fetchPage('http://[::1]:80/', { allowedHosts: new Set() })).rejects.toMatchObject({ refusal: 'address' });
    const resolve: ResolveHost = async () => [{ address: '93.184.215.14', family: 4 }, { address: '10.0.0.7', family: 4 }];
    await expect(fetchPage('http://mixed.test/', { allowedHosts: new Set(), resolve })).rejects.toMatchObject({ refusal: 'address' });
  });

  it('refuses a redirect to a cloud metadata address, and to a name that resolves to a private one', async () => {
    await expect(fetchPage(url('/to-metadata'), { allowedHosts: allowed() })).rejects.toMatchObject({ refusal: 'address', message: expect.stringContaining('169.254.169.254') });
    const resolve: ResolveHost = async (name) => (name === 'intranet.test' ? [{ address: '192.168.0.10', family: 4 }] : []);
    await expect(fetchPage(url('/to-private-name'), { allowedHosts: allowed(), resolve })).rejects.toMatchObject({ refusal: 'address', message: expect.stringContaining('intranet.test') });
  });

  it('connects to the address it checked: a name that would resolve elsewhere the second time is resolved once', async () => {
    let lookups = 0;
    // The first answer is the one checked and used; a second lookup would go to a private address.
    const resolve: ResolveHost = async () => [{ address: lookups++ === 0 ? '127.0.0.1' : '10.9.9.9', family: 4 }];
    const page = await fetchPage(url('/recipe', 'rebind.test'), { allowedHosts: new Set([`rebind.test:${port}`]), resolve });
    expect(page.body).toBe(PAGE);
    expect(lookups).toBe(1);
  });

  it('hands the page to its reader as it arrives, a character split between chunks whole', async () => {
    const pieces: string[] = [];
    const reader: PageReader<number> = { write: (text) => void pieces.push(text), end: () => pieces.length };
    await expect(fetchPage(url('/split'), { allowedHosts: allowed() }, () => reader)).resolves.toMatchObject({ body: expect.any(Number) });
    expect(pieces.join('')).toBe('<p>5 €</p>');
    expect(pieces.filter((piece) => piece.length > 0).length).toBeGreaterThan(1);
  });

  it("stops at the piece its reader refuses, with the reader's refusal; a reader's own failure is not told as the page's", async () => {
    let writes = 0;
    const refusing = (): PageReader<string> => ({
      write: () => {
        writes++;
        throw new LinkRefusedError('nesting', 'That page is too deeply nested to read.');
      },
      end: () => 'read',
    });
    await expect(fetchPage(url('/big-unannounced'), { allowedHosts: allowed(), limits: { maxRedirects: 3, maxBytes: 4 * 1024 * 1024, timeoutMs: 5_000 } }, refusing)).rejects.toMatchObject({ refusal: 'nesting' });
    expect(writes).toBe(1);
    const failing = (): PageReader<string> => ({
      write: () => {
        throw new RangeError('a bug in the reader');
      },
      end: () => 'read',
    });
    await expect(fetchPage(url('/recipe'), { allowedHosts: allowed() }, failing)).rejects.toThrow(RangeError);
  });

  it('refuses more than three redirects', async () => {
    await expect(fetchPage(url('/hop/3'), { allowedHosts: allowed() })).rejects.toMatchObject({ refusal: 'redirects', message: 'That link redirects more than 3 times, so I stopped following it.' });
  });

  it('refuses a page over 2 MB, whether it says so or not', async () => {
    await expect(fetchPage(url('/big'), { allowedHosts: allowed() })).rejects.toMatchObject({ refusal: 'size', message: 'That page is larger than 2 MB, so I did not read it.' });
    await expect(fetchPage(url('/big-unannounced'), { allowedHosts: allowed() })).rejects.toMatchObject({ refusal: 'size' });
  });

  it('gives up after its time limit', async () => {
    const limits = { maxRedirects: 3, maxBytes: 2 * 1024 * 1024, timeoutMs: 300 } as const;
    await expect(fetchPage(url('/slow'), { allowedHosts: allowed(), limits })).rejects.toMatchObject({ refusal: 'timeout', message: 'That page took more than 0.3 seconds, so I gave up on it.' });
  });

  it('refuses what is not an HTML page or JSON-LD, another scheme, credentials, and a page that is not there', async () => {
    await expect(fetchPage(url('/pdf'), { allowedHosts: allowed() })).rejects.toMatchObject({ refusal: 'content type', message: expect.stringContaining('application/pdf') });
    await expect(fetchPage('file:///etc/passwd', { allowedHosts: allowed() })).rejects.toMatchObject({ refusal: 'scheme', message: 'I only open http and https links, not file ones.' });
    await expect(fetchPage('ftp://example.com/recipe', { allowedHosts: allowed() })).rejects.toMatchObject({ refusal: 'scheme' });
    await expect(fetchPage(`http://user:secret@127.0.0.1:${port}/recipe`, { allowedHosts: allowed() })).rejects.toMatchObject({ refusal: 'credentials' });
    await expect(fetchPage(url('/missing'), { allowedHosts: allowed() })).rejects.toMatchObject({ refusal: 'status', message: expect.stringContaining('404') });
  });
});

describe('the link in a message', () => {
  it('is the first scheme://… outside quotes, without what closes a sentence', () => {
    expect(findLink('add the ingredients from https://kitchen.test/tacos/, thanks')).toBe('https://kitchen.test/tacos/');
    expect(findLink('<https://kitchen.test/a?b=1>')).toBe('https://kitchen.test/a?b=1');
    expect(findLink('ftp://example.com/x.txt')).toBe('ftp://example.com/x.txt');
    expect(findLink("create a list called 'see https://evil.example'")).toBeUndefined();
    expect(findLink('add [free gift card](https://evil.example/login) to groceries')).toBeUndefined();
    expect(findLink('add milk')).toBeUndefined();
  });
});
