import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { holdForTurn, sendHeld } from './turn-writes';

/** A stream that records each write it makes: a batch (writev) or a single chunk. */
function recorder() {
  const writes: string[][] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      writes.push([chunk.toString()]);
      callback();
    },
    writev(chunks, callback) {
      writes.push(chunks.map(({ chunk }) => (chunk as Buffer).toString()));
      callback();
    },
  });
  return { stream, writes };
}

const nextCheckPhase = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('writes held for the turn', () => {
  it('sends what one turn wrote to a held stream as one write, after the turn', async () => {
    const { stream, writes } = recorder();
    for (const command of ['a', 'b', 'c']) {
      holdForTurn(stream);
      stream.write(command);
    }
    expect(writes).toEqual([]);
    await nextCheckPhase();
    expect(writes).toEqual([['a', 'b', 'c']]);
  });

  it('sends them at once when asked, and a later turn holds again', async () => {
    const { stream, writes } = recorder();
    holdForTurn(stream);
    stream.write('a');
    sendHeld();
    expect(writes).toEqual([['a']]);
    await nextCheckPhase();
    holdForTurn(stream);
    stream.write('b');
    stream.write('c');
    expect(writes).toEqual([['a']]);
    await nextCheckPhase();
    expect(writes).toEqual([['a'], ['b', 'c']]);
  });

  it('leaves a stream that cannot write alone', () => {
    const { stream } = recorder();
    stream.destroy();
    holdForTurn(stream);
    holdForTurn(undefined);
    expect(stream.writableCorked).toBe(0);
  });
});
