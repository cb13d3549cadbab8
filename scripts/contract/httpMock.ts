import { createServer, type IncomingMessage, type Server } from 'node:http';
import { Readable } from 'node:stream';
import { getResponse, type HttpHandler } from 'msw';

/** Changes a reply on its way out (a drifted server); `undefined` keeps it. */
export type ReplyEdit = (
  request: Request,
  reply: Response,
) => Promise<Response | undefined> | Response | undefined;

export interface ServedBackend {
  origin: string;
  close(): Promise<void>;
}

function toRequest(req: IncomingMessage, origin: string): Request {
  const method = req.method ?? 'GET';
  const body = ['GET', 'HEAD'].includes(method) ? undefined : (Readable.toWeb(req) as ReadableStream);
  const headers = Object.entries(req.headers).flatMap(([name, value]) =>
    value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value] as [string, string]],
  );
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body,
    duplex: 'half',
  } as RequestInit);
}

/**
 * The mock backend (MSW's handlers, the same ones Storybook, the tests and the demo app use) answering real
 * HTTP from Node on a free port of 127.0.0.1: what `contract:check` is tried against. A path no handler
 * answers gets a 404 JSON envelope; a handler's network error closes the connection.
 */
export async function serveHandlers(handlers: HttpHandler[], edit?: ReplyEdit): Promise<ServedBackend> {
  let origin = '';
  const server: Server = createServer((req, res) => {
    void (async () => {
      const request = toRequest(req, origin);
      const mocked = await getResponse(handlers, request.clone());
      if (!mocked) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"code":404,"message":"not found"}');
        return;
      }
      if (mocked.type === 'error') {
        res.destroy();
        return;
      }
      const reply = (await edit?.(request, mocked.clone())) ?? mocked;
      res.writeHead(reply.status, Object.fromEntries(reply.headers));
      res.end(Buffer.from(await reply.arrayBuffer()));
    })().catch((error: unknown) => res.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
