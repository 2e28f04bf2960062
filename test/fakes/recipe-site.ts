import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/** The test pages (test/fixtures/recipes/) by path, and the redirect to a cloud's metadata address. */
const PAGES: Readonly<Record<string, string>> = {
  '/tacos': 'graph-tacos.html',
  '/lasagna': 'typed-list-lasagna.html',
  '/pancakes': 'microdata-pancakes.html',
  '/about': 'no-recipe.html',
};

/**
 * A recipe site on this machine, serving the project's test pages: a bot reaches it only with its
 * `host:port` in LINK_FETCH_ALLOWED_HOSTS, as the loopback address is otherwise refused.
 */
export class RecipeSite {
  private constructor(private readonly server: Server) {}

  static async start(): Promise<RecipeSite> {
    const server = createServer((request, response) => {
      const file = PAGES[request.url ?? ''];
      if (request.url === '/to-metadata') {
        response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      } else if (file) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(readFileSync(join(__dirname, '..', 'fixtures', 'recipes', file)));
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new RecipeSite(server);
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
