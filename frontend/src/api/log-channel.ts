// The browser log channel (spec section 4, "Real-time log channel"): every
// console.log, warn and error is also sent to the server as a Socket.IO 'log'
// event, an array of strings whose first is 'LOG:', 'WARN:' or 'ERROR:'. The
// server says in index.html whether it takes them (DHONI_CLIENT_LOGS); when it
// does not, or in the standalone demo, nothing connects. A lost connection
// never holds the page up: past a few lines kept for the reconnection, lines
// are dropped, not queued (decision 083). The client is our own, WebSocket
// only (decision 181).
import { readBootstrap } from '@/api/bootstrap-element';
import { connectSocket, type SocketClient } from '@/api/socket-client';
import { afterTakeOver } from '@/lib/after-load';

const LEVELS = [
  ['log', 'LOG:'],
  ['warn', 'WARN:'],
  ['error', 'ERROR:'],
] as const;

/** Lines kept while not connected (loading, or the server away); older ones win. */
const EARLY_LINES = 20;
/** One argument is cut to this many characters. */
const MAX_PART = 2000;

/** Whether index.html says the server takes browser logs. */
export function clientLogsEnabled(doc: Document | null = typeof document === 'undefined' ? null : document): boolean {
  return readBootstrap(doc)?.clientLogs === true;
}

/** One console argument as text. */
export function describeArgument(value: unknown): string {
  let text: string;
  if (typeof value === 'string') {
    text = value;
  } else if (value instanceof Error) {
    text = value.stack ?? `${value.name}: ${value.message}`;
  } else {
    try {
      // JSON.stringify gives undefined for undefined, functions and symbols.
      text = value === undefined || typeof value === 'function' || typeof value === 'symbol' ? String(value) : JSON.stringify(value);
    } catch {
      text = String(value);
    }
  }
  return text.length > MAX_PART ? `${text.slice(0, MAX_PART)}…` : text;
}

export type LogLine = string[];

/**
 * Wraps console.log, warn and error so each line is also handed to send, and
 * returns a function that puts the console back.
 */
export function mirrorConsole(send: (line: LogLine) => void, target: Console = console): () => void {
  const originals = LEVELS.map(([method]) => [method, target[method].bind(target)] as const);
  for (const [method, prefix] of LEVELS) {
    const original = target[method].bind(target);
    target[method] = (...args: unknown[]) => {
      original(...args);
      try {
        send([prefix, ...args.map(describeArgument)]);
      } catch {
        // The channel must never break logging.
      }
    };
  }
  return () => {
    for (const [method, original] of originals) {
      target[method] = original;
    }
  };
}

/** Connects to the same origin's /socket.io/ and mirrors the console there. */
export function startLogChannel(target: Console = console): void {
  if (import.meta.env.VITE_STANDALONE === '1' || !clientLogsEnabled()) {
    return;
  }
  let socket: SocketClient | null = null;
  const early: LogLine[] = [];
  mirrorConsole((line) => {
    if (socket?.emit('log', line) !== true && early.length < EARLY_LINES) {
      early.push(line);
    }
  }, target);
  // The console is mirrored at once; the connection waits for the first
  // screen, and for the app to have taken it over (its messages are several
  // long tasks on a slow phone), the lines meanwhile kept as above.
  afterTakeOver(() => {
    const connection = connectSocket(() => {
      for (const line of early.splice(0)) {
        connection.emit('log', line);
      }
    });
    socket = connection;
  });
}
