import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { batchedLogDestination } from '../src/http/log-destination';

describe('the log destination', () => {
  it('writes the lines of one turn of the event loop together, in order, within that turn', async () => {
    const writes: string[] = [];
    const destination = batchedLogDestination({ write: (text: string) => writes.push(text) });
    destination.write('{"msg":"one"}\n');
    destination.write('{"msg":"two"}\n');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['{"msg":"one"}\n{"msg":"two"}\n']);
    destination.write('{"msg":"three"}\n');
    await nextTurn();
    expect(writes).toEqual(['{"msg":"one"}\n{"msg":"two"}\n', '{"msg":"three"}\n']);
  });

  it('writes what is waiting at once when flushed (on exit), and nothing twice', async () => {
    const writes: string[] = [];
    const destination = batchedLogDestination({ write: (text: string) => writes.push(text) });
    destination.write('{"msg":"last"}\n');
    let flushed = false;
    destination.flush(() => (flushed = true));
    expect(flushed).toBe(true);
    expect(writes).toEqual(['{"msg":"last"}\n']);
    await nextTurn();
    expect(writes).toEqual(['{"msg":"last"}\n']);
  });
});
