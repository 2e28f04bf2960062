import type * as Restify from 'restify';

/**
 * The activity route's body reader: JSON only, at most `maxBytes`, never compressed, never written
 * anywhere but memory. Anything else is answered before a byte of the body is read (415), or as soon
 * as it passes the bound (413), and the connection is closed so that the rest is not read either.
 * Restify's own parsers take forms, which any web page can post with no preflight, write multipart
 * files to disk, and inflate gzip past their size limit.
 */
export function jsonBody(maxBytes: number): Restify.RequestHandler {
  return (request, response, next) => {
    const mediaType = (request.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (mediaType !== 'application/json') {
      refuse(request, response, next, 415, 'Unsupported Media Type: /api/messages takes a Bot Framework activity as application/json.');
      return;
    }
    const encoding = (request.header('content-encoding') ?? 'identity').trim().toLowerCase();
    if (encoding !== 'identity') {
      refuse(request, response, next, 415, `Unsupported Media Type: /api/messages takes its body uncompressed, not as ${encoding}.`);
      return;
    }
    const declared = Number(request.header('content-length'));
    if (Number.isFinite(declared) && declared > maxBytes) {
      refuse(request, response, next, 413, `Payload Too Large: an activity is at most ${maxBytes} bytes.`);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (after: () => void) => {
      if (!settled) {
        settled = true;
        after();
      }
    };
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        settle(() => refuse(request, response, next, 413, `Payload Too Large: an activity is at most ${maxBytes} bytes.`));
        return;
      }
      chunks.push(chunk);
    });
    request.once('end', () =>
      settle(() => {
        try {
          request.body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          response.send(400, { error: 'Bad Request: the body is not valid JSON.' });
          next(false);
          return;
        }
        next();
      }),
    );
    // A client that goes away mid-body leaves nothing to answer.
    request.once('aborted', () => settle(() => next(false)));
    request.once('error', () => settle(() => next(false)));
  };
}

/** What a refused request may still send, read and dropped, before its connection is cut. */
const DROPPED_BYTES = 1024 * 1024;

function refuse(request: Restify.Request, response: Restify.Response, next: Restify.Next, status: 413 | 415, error: string): void {
  response.send(status, { error });
  next(false);
  let dropped = 0;
  request.removeAllListeners('data');
  request.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DROPPED_BYTES) {
      request.socket.destroy();
    }
  });
  request.resume();
}
