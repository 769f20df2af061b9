// A stand-in for the browser's WebSocket: it remembers what the page sent,
// and a test plays the server with receive and drop.
import { afterEach, beforeEach, vi } from 'vitest';

/** Engine.IO's OPEN as the server sends it (clientlog: 25 s pings, 20 s to answer). */
export const OPEN_PACKET = '0{"sid":"e1","upgrades":[],"pingInterval":25000,"pingTimeout":20000,"maxPayload":16384}';

export class FakeWebSocket {
  /** Every socket opened since the test began, in order. */
  static readonly opened: FakeWebSocket[] = [];

  readonly url: string;
  readonly sent: string[] = [];
  closed = false;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.opened.push(this);
  }

  send(data: string): void {
    if (!this.closed) {
      this.sent.push(data);
    }
  }

  close(): void {
    this.closed = true;
  }

  /** A message from the server. */
  receive(data: string): void {
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  /** The connection lost (the server gone, the network cut). */
  drop(): void {
    this.closed = true;
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }
}

/**
 * Every test of the calling file gets FakeWebSocket as the browser's
 * WebSocket, a fake clock, and reconnection waits without jitter (each the
 * nominal one).
 */
export function withFakeWebSocket(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeWebSocket);
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    FakeWebSocket.opened.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
