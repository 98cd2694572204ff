import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const fake = vi.hoisted(() => ({ connected: false, connect: vi.fn(), disconnect: vi.fn() }));
vi.mock('socket.io-client', () => ({ io: () => fake }));

const { acquireSocket, holdSocketOpen } = await import('./socket');

describe('the shared connection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    fake.connect.mockImplementation(() => {
      fake.connected = true;
    });
    fake.disconnect.mockImplementation(() => {
      fake.connected = false;
    });
  });
  afterEach(() => {
    vi.runAllTimers();
    vi.useRealTimers();
    vi.clearAllMocks();
    fake.connected = false;
  });

  it('opens for the first user and closes when the last lets go', () => {
    const first = acquireSocket();
    const second = acquireSocket();
    expect(fake.connect).toHaveBeenCalledTimes(1);
    first();
    first();
    expect(fake.disconnect).not.toHaveBeenCalled();
    second();
    expect(fake.disconnect).toHaveBeenCalledTimes(1);
  });

  it('held open early, it stays open for the screen that comes and lets go after the hold', () => {
    holdSocketOpen(1000);
    expect(fake.connect).toHaveBeenCalledTimes(1);
    const screen = acquireSocket();
    vi.advanceTimersByTime(1000);
    expect(fake.disconnect).not.toHaveBeenCalled();
    screen();
    expect(fake.disconnect).toHaveBeenCalledTimes(1);
    expect(fake.connect).toHaveBeenCalledTimes(1);
  });

  it('held open for a screen that never came, it closes after the hold', () => {
    holdSocketOpen(1000);
    vi.advanceTimersByTime(999);
    expect(fake.disconnect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fake.disconnect).toHaveBeenCalledTimes(1);
  });
});
