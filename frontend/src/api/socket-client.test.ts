// The log channel's own Socket.IO client against a stand-in for the browser's
// WebSocket: what it sends the server, when, and when it connects again.
import { describe, expect, it, vi } from 'vitest';

import { connectSocket } from '@/api/socket-client';
import { FakeWebSocket, OPEN_PACKET, withFakeWebSocket } from '@/test/fake-websocket';

withFakeWebSocket();

/** The socket opened last. */
function latest(): FakeWebSocket {
  const socket = FakeWebSocket.opened.at(-1);
  if (socket === undefined) {
    throw new Error('no WebSocket opened');
  }
  return socket;
}

/** The server's OPEN and CONNECT answers, as a fresh connection gets them. */
function handshake(socket: FakeWebSocket): void {
  socket.receive(OPEN_PACKET);
  socket.receive('40{"sid":"s1"}');
}

/** How long each reconnection waited, the latest socket dropped as soon as it is opened. */
function waitsAfterDrops(drops: number): number[] {
  const waits: number[] = [];
  for (let drop = 0; drop < drops; drop++) {
    const before = FakeWebSocket.opened.length;
    latest().drop();
    let waited = 0;
    while (FakeWebSocket.opened.length === before) {
      vi.advanceTimersByTime(100);
      waited += 100;
    }
    waits.push(waited);
  }
  return waits;
}

describe('connectSocket', () => {
  it("opens a WebSocket to the page's own server on the default path, wss for an https page", () => {
    connectSocket(vi.fn(), { protocol: 'http:', host: 'shop.test:8080' });
    connectSocket(vi.fn(), { protocol: 'https:', host: 'shop.test' });
    expect(FakeWebSocket.opened.map((socket) => socket.url)).toEqual([
      'ws://shop.test:8080/socket.io/?EIO=4&transport=websocket',
      'wss://shop.test/socket.io/?EIO=4&transport=websocket',
    ]);
  });

  it("answers Engine.IO's OPEN with a CONNECT to the main namespace, and is connected only once the server agrees", () => {
    const onConnect = vi.fn();
    const client = connectSocket(onConnect);
    const socket = latest();

    expect(client.emit('log', ['LOG:', 'too soon'])).toBe(false);
    socket.receive(OPEN_PACKET);
    expect(socket.sent).toEqual(['40']);
    expect(client.emit('log', ['LOG:', 'still too soon'])).toBe(false);
    expect(onConnect).not.toHaveBeenCalled();

    socket.receive('40{"sid":"s1"}');
    expect(onConnect).toHaveBeenCalledOnce();
    expect(socket.sent).toEqual(['40']);
  });

  it('sends an event as a Socket.IO EVENT: its name, then its one argument', () => {
    const client = connectSocket(vi.fn());
    handshake(latest());

    expect(client.emit('log', ['WARN:', 'low "stock"', '3'])).toBe(true);
    expect(latest().sent.at(-1)).toBe('42["log",["WARN:","low \\"stock\\"","3"]]');
  });

  it("answers each of the server's pings with a pong", () => {
    connectSocket(vi.fn());
    const socket = latest();
    handshake(socket);
    socket.receive('2');
    socket.receive('2');
    expect(socket.sent).toEqual(['40', '3', '3']);
  });

  it('connects again after a close, waiting twice as long each time up to 30 s, and from 1 s again once connected', () => {
    const onConnect = vi.fn();
    connectSocket(onConnect);
    expect(waitsAfterDrops(7)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);

    handshake(latest());
    expect(onConnect).toHaveBeenCalledOnce();
    latest().drop();
    const before = FakeWebSocket.opened.length;
    vi.advanceTimersByTime(999);
    expect(FakeWebSocket.opened).toHaveLength(before);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.opened).toHaveLength(before + 1);
  });

  it('spreads its waits, so that the pages of a restarted server do not all come back at once', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    connectSocket(vi.fn());
    expect(waitsAfterDrops(7)).toEqual([500, 1000, 2000, 4000, 8000, 15_000, 15_000]);
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    expect(waitsAfterDrops(1)).toEqual([30_000]);
  });

  it('is not connected, and sends nothing, once the connection is lost', () => {
    const client = connectSocket(vi.fn());
    const socket = latest();
    handshake(socket);
    socket.drop();
    expect(client.emit('log', ['LOG:', 'lost'])).toBe(false);
    expect(socket.sent).toEqual(['40']);
  });

  it("takes a connection that brings nothing for the server's ping interval and timeout as dead, and connects again", () => {
    connectSocket(vi.fn());
    const socket = latest();
    handshake(socket);

    // A ping in time keeps it.
    vi.advanceTimersByTime(44_000);
    socket.receive('2');
    vi.advanceTimersByTime(44_000);
    expect(socket.closed).toBe(false);

    vi.advanceTimersByTime(1000);
    expect(socket.closed).toBe(true);
    expect(FakeWebSocket.opened).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(FakeWebSocket.opened).toHaveLength(2);
  });

  it('uses the timing the server gives in its OPEN', () => {
    connectSocket(vi.fn());
    const socket = latest();
    socket.receive('0{"sid":"e1","upgrades":[],"pingInterval":300,"pingTimeout":200,"maxPayload":16384}');
    vi.advanceTimersByTime(499);
    expect(socket.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(socket.closed).toBe(true);
  });

  it('keeps its own timing when the OPEN carries none it can read', () => {
    for (const open of ['0{"sid":"e1","pingInterval":"soon"}', '0not json']) {
      FakeWebSocket.opened.length = 0;
      connectSocket(vi.fn());
      const socket = latest();
      socket.receive(open);
      expect(socket.sent, open).toEqual(['40']);
      vi.advanceTimersByTime(44_999);
      expect(socket.closed, open).toBe(false);
      vi.advanceTimersByTime(1);
      expect(socket.closed, open).toBe(true);
    }
  });

  it('gives up a server that never answers the WebSocket handshake', () => {
    connectSocket(vi.fn());
    vi.advanceTimersByTime(45_000);
    expect(latest().closed).toBe(true);
  });

  it('stays away once the server cuts or refuses the page', () => {
    for (const packet of ['41', '44{"message":"refused"}']) {
      FakeWebSocket.opened.length = 0;
      const client = connectSocket(vi.fn());
      const socket = latest();
      handshake(socket);
      socket.receive(packet);
      expect(socket.closed).toBe(true);
      expect(client.emit('log', ['LOG:', 'after'])).toBe(false);
      vi.advanceTimersByTime(120_000);
      expect(FakeWebSocket.opened, packet).toHaveLength(1);
    }
  });

  it('does nothing, and throws nothing, in a browser without WebSocket', () => {
    vi.stubGlobal('WebSocket', undefined);
    const client = connectSocket(vi.fn());
    expect(client.emit('log', ['LOG:', 'x'])).toBe(false);
    vi.advanceTimersByTime(60_000);
  });

  it('tries again later when the browser refuses to open the connection', () => {
    let refusals = 1;
    vi.stubGlobal(
      'WebSocket',
      class extends FakeWebSocket {
        constructor(url: string) {
          if (refusals-- > 0) {
            throw new DOMException('refused', 'SecurityError');
          }
          super(url);
        }
      },
    );
    expect(() => connectSocket(vi.fn())).not.toThrow();
    expect(FakeWebSocket.opened).toHaveLength(0);
    vi.advanceTimersByTime(1000);
    expect(FakeWebSocket.opened).toHaveLength(1);
  });
});
