// A server of the journey's own: the real binary on a port of its own with its
// own data folder, and a stand-in for the Telegram Bot API that records every
// sendMessage. Journeys that stop and start the server use it, never the
// shared e2e servers.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const BINARY = resolve(import.meta.dirname, '../../backend/bin/dhoni');
export const OWN_ADMIN_PASSWORD = 'own-server-admin-password';

export type TelegramMessage = { token: string; chat_id: string; text: string };

export type FakeTelegram = { url: string; messages: TelegramMessage[]; close: () => Promise<void> };

/** Answers every sendMessage with ok and keeps it. */
export async function startFakeTelegram(): Promise<FakeTelegram> {
  const messages: TelegramMessage[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      const match = /^\/bot([^/]+)\/sendMessage$/.exec(request.url ?? '');
      if (request.method === 'POST' && match !== null) {
        const sent = JSON.parse(body) as { chat_id: string; text: string };
        messages.push({ token: match[1] ?? '', chat_id: sent.chat_id, text: sent.text });
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ ok: true, result: { message_id: messages.length } }));
        return;
      }
      response.writeHead(404, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ ok: false, description: 'Not Found' }));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    messages,
    close: () => new Promise<void>((done) => server.close(() => { done(); })),
  };
}

/** A free port in the journeys' own range (18300-18399). */
export async function freePort(from = 18300, to = 18399): Promise<number> {
  const start = from + Math.floor(Math.random() * (to - from));
  for (let i = 0; i <= to - from; i++) {
    const port = from + ((start - from + i) % (to - from + 1));
    const free = await new Promise<boolean>((done) => {
      const probe = createNetServer();
      probe.once('error', () => { done(false); });
      probe.listen(port, '127.0.0.1', () => probe.close(() => { done(true); }));
    });
    if (free) {
      return port;
    }
  }
  throw new Error(`no free port in ${String(from)}-${String(to)}`);
}

export type OwnServer = {
  url: string;
  /** Every line the server wrote (JSON in production mode), across restarts. */
  lines: string[];
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /** Stops the server and removes its data. */
  dispose: () => Promise<void>;
};

export function binaryBuilt(): boolean {
  return existsSync(BINARY);
}

/** The binary on SQLite in a fresh folder; start() may be called again after stop(). */
export async function ownServer(env: Record<string, string> = {}): Promise<OwnServer> {
  const port = await freePort();
  const data = mkdtempSync(join(tmpdir(), 'dhoni-own-'));
  const url = `http://127.0.0.1:${String(port)}`;
  const lines: string[] = [];
  let child: ChildProcess | null = null;

  const start = async () => {
    const spawned = spawn(BINARY, ['serve'], {
      env: {
        ...process.env,
        DHONI_ENV: 'production',
        DHONI_HTTP_ADDR: `127.0.0.1:${String(port)}`,
        DHONI_DATA_DIR: data,
        DHONI_DATABASE_URL: '',
        DHONI_ADMIN_PASSWORD: OWN_ADMIN_PASSWORD,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = spawned;
    let rest = '';
    const collect = (chunk: Buffer) => {
      const text = rest + chunk.toString();
      const parts = text.split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts);
    };
    spawned.stdout.on('data', collect);
    spawned.stderr.on('data', collect);
    for (let i = 0; i < 150; i++) {
      if (spawned.exitCode !== null) {
        break;
      }
      try {
        if ((await fetch(`${url}/api/health`)).ok) {
          return;
        }
      } catch {
        // not up yet
      }
      await new Promise((done) => setTimeout(done, 200));
    }
    throw new Error(`the server did not start:\n${lines.slice(-20).join('\n')}`);
  };

  const stop = async () => {
    const running = child;
    child = null;
    if (running === null || running.exitCode !== null) {
      return;
    }
    await new Promise<void>((done) => {
      running.once('exit', () => { done(); });
      running.kill('SIGTERM');
    });
  };

  await start();
  return {
    url,
    lines,
    start,
    stop,
    dispose: async () => {
      await stop();
      rmSync(data, { recursive: true, force: true });
    },
  };
}

/** The server's JSON log entries (lines that are not JSON are left out). */
export function logEntries(lines: string[]): Record<string, unknown>[] {
  return lines.flatMap((line): Record<string, unknown>[] => {
    try {
      const entry = JSON.parse(line) as Record<string, unknown> | null;
      return typeof entry === 'object' && entry !== null ? [entry] : [];
    } catch {
      return [];
    }
  });
}
