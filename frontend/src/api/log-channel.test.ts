// The log channel as the page starts it: console lines are kept until the
// server says the connection is made, then sent as 'log' events; a lost
// connection costs at most a few kept lines, never a growing queue.
import { afterEach, describe, expect, it, vi } from 'vitest';

import { FakeWebSocket, OPEN_PACKET, withFakeWebSocket } from '@/test/fake-websocket';

let bootstrap: HTMLScriptElement | null = null;

/** index.html's bootstrap element, saying whether the server takes browser logs. */
function carry(clientLogs: boolean): void {
  bootstrap = document.createElement('script');
  bootstrap.id = 'dhoni-bootstrap';
  bootstrap.type = 'application/json';
  bootstrap.textContent = JSON.stringify({ clientLogs });
  document.head.append(bootstrap);
}

function fakeConsole(): Console {
  return { log: vi.fn(), warn: vi.fn(), error: vi.fn() } as unknown as Console;
}

/**
 * Starts the channel as main.tsx does, with the page's start state fresh
 * (after-load remembers the take-over for the page's life); takeOver is the
 * app saying the page is its own.
 */
async function start(target: Console): Promise<{ takeOver: () => Promise<void> }> {
  vi.resetModules();
  const { startLogChannel } = await import('@/api/log-channel');
  const { pageTakenOver } = await import('@/lib/after-load');
  startLogChannel(target);
  return {
    takeOver: async () => {
      pageTakenOver();
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

function only(): FakeWebSocket {
  expect(FakeWebSocket.opened).toHaveLength(1);
  return FakeWebSocket.opened[0] as FakeWebSocket;
}

/** The events a socket sent, decoded. */
function events(socket: FakeWebSocket): unknown[] {
  return socket.sent.filter((frame) => frame.startsWith('42')).map((frame) => JSON.parse(frame.slice(2)) as unknown);
}

withFakeWebSocket();

afterEach(() => {
  bootstrap?.remove();
  bootstrap = null;
});

describe('startLogChannel', () => {
  it('mirrors the console at once, and connects only once the app has taken the page over', async () => {
    carry(true);
    const target = fakeConsole();
    const original = vi.mocked(target.log);
    const { takeOver } = await start(target);

    target.log('starting');
    expect(original).toHaveBeenCalledWith('starting');
    await vi.advanceTimersByTimeAsync(5000);
    expect(FakeWebSocket.opened).toHaveLength(0);

    await takeOver();
    expect(only().url).toBe(`ws://${location.host}/socket.io/?EIO=4&transport=websocket`);
  });

  it('sends the lines kept before the connection only once the server says it is connected, then each line as it comes', async () => {
    carry(true);
    const target = fakeConsole();
    const { takeOver } = await start(target);
    target.log('first', { n: 1 });
    target.warn('second');
    await takeOver();
    const socket = only();
    target.error('third');

    socket.receive(OPEN_PACKET);
    expect(socket.sent).toEqual(['40']);
    socket.receive('40{"sid":"s1"}');
    expect(socket.sent).toEqual([
      '40',
      '42["log",["LOG:","first","{\\"n\\":1}"]]',
      '42["log",["WARN:","second"]]',
      '42["log",["ERROR:","third"]]',
    ]);

    target.log('fourth');
    expect(socket.sent.at(-1)).toBe('42["log",["LOG:","fourth"]]');
  });

  it('keeps at most 20 lines while not connected, the first ones', async () => {
    carry(true);
    const target = fakeConsole();
    const { takeOver } = await start(target);
    for (let i = 0; i < 25; i++) {
      target.log(`line ${String(i)}`);
    }
    await takeOver();
    const socket = only();
    socket.receive(OPEN_PACKET);
    socket.receive('40{"sid":"s1"}');
    expect(events(socket)).toEqual(Array.from({ length: 20 }, (_, i) => ['log', ['LOG:', `line ${String(i)}`]]));
  });

  it('keeps lines again while the connection is lost, and sends them on the next one', async () => {
    carry(true);
    const target = fakeConsole();
    const { takeOver } = await start(target);
    await takeOver();
    const first = only();
    first.receive(OPEN_PACKET);
    first.receive('40{"sid":"s1"}');
    first.drop();

    target.error('while away');
    await vi.advanceTimersByTimeAsync(1000);
    const second = FakeWebSocket.opened[1] as FakeWebSocket;
    second.receive(OPEN_PACKET);
    expect(events(second)).toEqual([]);
    second.receive('40{"sid":"s2"}');
    expect(events(first)).toEqual([]);
    expect(events(second)).toEqual([['log', ['ERROR:', 'while away']]]);
  });

  it('neither wraps the console nor connects when index.html says the server does not take browser logs', async () => {
    carry(false);
    const target = fakeConsole();
    const original = target.log;
    const { takeOver } = await start(target);
    expect(target.log).toBe(original);
    await takeOver();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(FakeWebSocket.opened).toHaveLength(0);
  });
});
