import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/** The test pages (test/fixtures/recipes/) by path, and the redirect to a cloud's metadata address. */
const PAGES: Readonly<Record<string, string>> = {
  '/tacos': 'graph-tacos.html',
  '/lasagna': 'typed-list-lasagna.html',
  '/pancakes': 'microdata-pancakes.html',
  '/about': 'no-recipe.html',
};

/** A page served in two parts: the first as soon as it is asked for, the rest only once released. */
export interface HeldPage {
  /** Resolves once the first part has been sent. */
  readonly firstPartSent: Promise<void>;
  /** Sends the rest, and ends the page. */
  release(): void;
}

/**
 * A recipe site on this machine, serving the project's test pages, and pages a test adds: a bot
 * reaches it only with its `host:port` in LINK_FETCH_ALLOWED_HOSTS, as the loopback address is
 * otherwise refused. It counts the requests each path gets.
 */
export class RecipeSite {
  /** How many times each path was asked for. */
  readonly requests = new Map<string, number>();
  private readonly added = new Map<string, (response: ServerResponse) => void>();

  private constructor(private readonly server: Server) {}

  static async start(): Promise<RecipeSite> {
    // The handler needs the site, and the site its server: the site is set once both exist.
    let site: RecipeSite | undefined;
    const server = createServer((request, response) => {
      const path = request.url ?? '';
      site?.requests.set(path, (site.requests.get(path) ?? 0) + 1);
      const added = site?.added.get(path);
      const file = PAGES[path];
      if (added) {
        added(response);
      } else if (request.url === '/to-metadata') {
        response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      } else if (file) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(readFileSync(join(__dirname, '..', 'fixtures', 'recipes', file)));
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    site = new RecipeSite(server);
    return site;
  }

  /** Serves `page` as HTML at `path`. */
  serve(path: string, page: string): void {
    this.added.set(path, (response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page));
  }

  /** Serves `first` at `path` as soon as it is asked for, and `rest` only once the returned page is released. */
  hold(path: string, first: string, rest: string): HeldPage {
    let sent: () => void = () => undefined;
    let released: () => void = () => undefined;
    const firstPartSent = new Promise<void>((resolve) => (sent = resolve));
    const release = new Promise<void>((resolve) => (released = resolve));
    this.added.set(path, (response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(first, () => sent());
      void release.then(() => response.end(rest));
    });
    return { firstPartSent, release: () => released() };
  }

  /** Its `host:port`, as LINK_FETCH_ALLOWED_HOSTS names it. */
  get hostPort(): string {
    return `127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  url(path: string): string {
    return `http://${this.hostPort}${path}`;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
