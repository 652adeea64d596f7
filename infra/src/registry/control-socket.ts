/**
 * The embedded database (PGlite) belongs to one process, so while `npm start` runs, `npm run
 * registry` cannot open it: the server listens on a Unix socket in its data folder (owner-only
 * permissions: the file system is the credential) and runs the CLI's commands itself, with the
 * same code (cli.ts `runRegistryCommand`), sending back their lines and exit code. With
 * DATABASE_URL the CLI talks to PostgreSQL directly and no socket is used.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const socketPathOf = (dataDir: string): string => path.join(dataDir, 'registry.sock');

export type CommandRunner = (argv: string[], out: (line: string) => void, actor: string) => Promise<number>;

export async function serveRegistryCommands(socketPath: string, run: CommandRunner): Promise<net.Server> {
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    let buffered = '';
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      const end = buffered.indexOf('\n');
      if (end < 0) {
        if (buffered.length > 10_000) socket.destroy();
        return;
      }
      let request: { argv?: unknown; actor?: unknown };
      try {
        request = JSON.parse(buffered.slice(0, end)) as typeof request;
      } catch {
        socket.end(`${JSON.stringify({ exit: 2 })}\n`);
        return;
      }
      const argv = Array.isArray(request.argv)
        ? request.argv.filter((a): a is string => typeof a === 'string')
        : [];
      const actor = typeof request.actor === 'string' ? request.actor.slice(0, 64) : 'cli';
      const out = (line: string) => socket.write(`${JSON.stringify({ line })}\n`);
      run(argv, out, actor)
        .catch((error: unknown) => {
          out(`error: ${error instanceof Error ? error.message : String(error)}`);
          return 1;
        })
        .then((exit) => socket.end(`${JSON.stringify({ exit })}\n`));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  server.unref();
  return server;
}

/**
 * Runs a command in the server that owns the embedded database; undefined when no server
 * listens there (then the CLI opens the database itself).
 */
export function sendRegistryCommand(
  socketPath: string,
  argv: readonly string[],
  actor: string,
  out: (line: string) => void,
): Promise<number | undefined> {
  return new Promise((resolve) => {
    if (!fs.existsSync(socketPath)) return resolve(undefined);
    const socket = net.connect(socketPath);
    let buffered = '';
    let connected = false;
    let exit: number | undefined;
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify({ argv, actor })}\n`);
    });
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      for (let end = buffered.indexOf('\n'); end >= 0; end = buffered.indexOf('\n')) {
        const message = JSON.parse(buffered.slice(0, end)) as { line?: string; exit?: number };
        buffered = buffered.slice(end + 1);
        if (typeof message.line === 'string') out(message.line);
        if (typeof message.exit === 'number') exit = message.exit;
      }
    });
    socket.on('error', () => resolve(connected ? 1 : undefined));
    socket.on('close', () => resolve(connected ? (exit ?? 1) : undefined));
  });
}
