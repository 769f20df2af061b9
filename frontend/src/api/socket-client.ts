// A Socket.IO client for the log channel: the Socket.IO 5 protocol over
// Engine.IO 4, WebSocket only, and only what the channel uses (connect to the
// main namespace, emit events). socket.io-client cost every first visit a
// 12 KiB (gzip) chunk and its long-polling requests before the upgrade
// (decision 181).

/**
 * A connection that brings nothing in this long is dead: the server's ping
 * interval and timeout (25 s + 20 s), until its OPEN says them.
 */
const SILENCE_MS = 45_000;
/** Waits before reconnecting: the first, and the longest (socket.io-client's reconnectionDelayMax). */
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

export type SocketClient = {
  /** Sends an event with one argument; false, and nothing sent, while not connected. */
  emit: (event: string, data: unknown) => boolean;
};

/**
 * Connects to the page's own server on the default path (/socket.io/), and
 * again after every loss, until the server turns the page away. onConnect runs
 * each time the server has said it is connected.
 */
export function connectSocket(onConnect: () => void, where: Pick<Location, 'protocol' | 'host'> = location): SocketClient {
  let current: WebSocket | null = null;
  let connected = false;
  let delay = FIRST_DELAY_MS;
  let silence: ReturnType<typeof setTimeout> | undefined;
  const url = `${where.protocol === 'https:' ? 'wss' : 'ws'}://${where.host}/socket.io/?EIO=4&transport=websocket`;

  // The old socket is left for good (the browser may take its time to say it
  // closed), and a new one tried after a wait that doubles each time, with
  // jitter so that the clients of a restarted server do not all come back at once.
  const lose = (reconnect: boolean) => {
    clearTimeout(silence);
    connected = false;
    if (current !== null) {
      current.onmessage = current.onclose = null;
      current.close();
      current = null;
    }
    if (reconnect) {
      setTimeout(open, Math.min(delay * (0.5 + Math.random()), MAX_DELAY_MS));
      delay = Math.min(delay * 2, MAX_DELAY_MS);
    }
  };

  const open = () => {
    let socket: WebSocket;
    try {
      socket = new WebSocket(url);
    } catch {
      // The browser refused to open it (a policy, a bad address): try later.
      lose(true);
      return;
    }
    current = socket;
    let deadline = SILENCE_MS;
    const listen = () => {
      clearTimeout(silence);
      silence = setTimeout(() => {
        lose(true);
      }, deadline);
    };
    listen();
    // An error is always followed by close: one handler for both.
    socket.onclose = () => {
      lose(true);
    };
    socket.onmessage = ({ data }: MessageEvent) => {
      if (typeof data !== 'string') {
        return;
      }
      listen();
      if (data.startsWith('0')) {
        // Engine.IO's OPEN: the server's timing, then Socket.IO's CONNECT to "/".
        try {
          const { pingInterval, pingTimeout } = JSON.parse(data.slice(1)) as { pingInterval: number; pingTimeout: number };
          // Not numbers: NaN, and the default stands.
          if (pingInterval + pingTimeout > 0) {
            deadline = pingInterval + pingTimeout;
            listen();
          }
        } catch {
          // Not JSON: the default stands.
        }
        socket.send('40');
      } else if (data === '2') {
        socket.send('3');
      } else if (data.startsWith('40')) {
        connected = true;
        delay = FIRST_DELAY_MS;
        onConnect();
      } else if (data.startsWith('41') || data.startsWith('44')) {
        // The server cut this page (a flood, too many tabs) or refused it:
        // coming back would only repeat that, so, like socket.io-client, it does not.
        lose(false);
      }
    };
  };

  if (typeof WebSocket !== 'undefined') {
    open();
  }
  return {
    emit: (event, data) => {
      if (connected) {
        current?.send(`42${JSON.stringify([event, data])}`);
      }
      return connected;
    },
  };
}
