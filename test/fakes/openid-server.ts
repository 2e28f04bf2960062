import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { AddressInfo } from 'node:net';

/** What the metadata server does: answer, or accept connections and never answer. */
export type OpenIdMode = 'answer' | 'hang';

/**
 * An OpenID metadata and JWKS server standing in for the Bot Framework's, with a signing key of its
 * own, so a test can sign tokens the bot accepts. botbuilder caches keys per URL for a day, process
 * wide: the key stays the same for the server's whole life.
 */
export class OpenIdServer {
  mode: OpenIdMode = 'answer';
  /** How long each answer waits: past the bot's deadline, authentication finishes after the refusal. */
  answerDelayMs = 0;
  /** The paths answered so far, in order, once each answer has been sent. */
  readonly answered: string[] = [];
  private readonly hanging: ServerResponse[] = [];

  private constructor(
    private readonly server: Server,
    private readonly privateKey: KeyObject,
    readonly keyId: string,
  ) {}

  static async start(): Promise<OpenIdServer> {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = publicKey.export({ format: 'jwk' }) as { n: string; e: string };
    const keyId = 'pantry-test-key';
    const server = createServer();
    const openId = new OpenIdServer(server, privateKey, keyId);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      if (openId.mode === 'hang') {
        openId.hanging.push(response);
        return;
      }
      const body =
        request.url === '/keys'
          ? { keys: [{ kty: 'RSA', use: 'sig', kid: keyId, n: jwk.n, e: jwk.e, endorsements: ['msteams', 'emulator'] }] }
          : { issuer: 'https://api.botframework.com', jwks_uri: `${openId.baseUrl}/keys`, id_token_signing_alg_values_supported: ['RS256'] };
      const answer = () => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body), () => openId.answered.push(request.url ?? ''));
      };
      if (openId.answerDelayMs > 0) {
        openId.hanging.push(response);
        setTimeout(answer, openId.answerDelayMs);
      } else {
        answer();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return openId;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  get metadataUrl(): string {
    return `${this.baseUrl}/.well-known/openid-configuration`;
  }

  /** A Bot Framework token: RS256, signed by this server's key unless another is given. */
  token(claims: Record<string, unknown>, options: { key?: KeyObject; keyId?: string } = {}): string {
    const header = { alg: 'RS256', typ: 'JWT', kid: options.keyId ?? this.keyId, x5t: options.keyId ?? this.keyId };
    const now = Math.floor(Date.now() / 1000);
    const payload = { iss: 'https://api.botframework.com', nbf: now - 60, iat: now - 60, exp: now + 3600, ...claims };
    const unsigned = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
    const signature = createSign('RSA-SHA256').update(unsigned).sign(options.key ?? this.privateKey).toString('base64url');
    return `${unsigned}.${signature}`;
  }

  async close(): Promise<void> {
    for (const response of this.hanging) {
      response.destroy();
    }
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

export function base64url(text: string): string {
  return Buffer.from(text).toString('base64url');
}
