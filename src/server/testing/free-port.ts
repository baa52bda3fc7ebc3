import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 right now, for a process the caller is about to start on it. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
