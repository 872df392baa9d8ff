import { freshReads } from './fresh-reads.js';

/** A store read by key, which records each batch it is asked for and can hold one back. */
function store(values: Map<string, string>) {
  const batches: string[][] = [];
  let hold: Promise<void> | null = null;
  const reads = freshReads<string, string>(async (keys) => {
    batches.push(keys);
    const waiting = hold;
    hold = null;
    if (waiting) await waiting;
    if (keys.includes('broken')) throw new Error('connection lost');
    return new Map(keys.flatMap((key) => (values.has(key) ? [[key, values.get(key)!] as const] : [])));
  });
  return {
    reads,
    batches,
    /** The next batch answers only when the returned function is called. */
    holdNext: () => {
      let release!: () => void;
      hold = new Promise((resolve) => (release = resolve));
      return release;
    },
  };
}

/** Lets the event loop go round a few times, so a batch that is due is sent. */
const turns = async () => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('freshReads', () => {
  it('answers a read alone with one query, and an unknown key with null', async () => {
    const { reads, batches } = store(new Map([['asha', 'v1']]));
    await expect(reads.load('asha')).resolves.toBe('v1');
    await expect(reads.load('nobody')).resolves.toBeNull();
    expect(batches).toEqual([['asha'], ['nobody']]);
  });

  it('sends the reads that arrive while one is in flight as one batch, once it has answered', async () => {
    const { reads, batches, holdNext } = store(
      new Map([
        ['asha', 'a'],
        ['ravi', 'r'],
      ]),
    );
    const release = holdNext();
    const first = reads.load('asha');
    await turns();
    expect(batches).toEqual([['asha']]);
    // Forty requests for two accounts arrive while the first query is under way.
    const later = Array.from({ length: 40 }, (_, i) => reads.load(i % 2 ? 'ravi' : 'asha'));
    await turns();
    expect(batches).toHaveLength(1);
    release();
    await expect(first).resolves.toBe('a');
    const answers = await Promise.all(later);
    expect(answers.filter((a) => a === 'a')).toHaveLength(20);
    expect(answers.filter((a) => a === 'r')).toHaveLength(20);
    // One more query for all forty, each key asked once.
    expect(batches).toEqual([['asha'], ['asha', 'ravi']]);
  });

  it('keeps nothing: a read after a change sees the change', async () => {
    const values = new Map([['asha', 'token version 1']]);
    const { reads } = store(values);
    await expect(reads.load('asha')).resolves.toBe('token version 1');
    values.set('asha', 'token version 2');
    await expect(reads.load('asha')).resolves.toBe('token version 2');
  });

  it('fails the reads of a failed batch, and the next batch still goes', async () => {
    const { reads } = store(new Map([['asha', 'a']]));
    await expect(Promise.all([reads.load('asha'), reads.load('broken')])).rejects.toThrow('connection lost');
    await expect(reads.load('asha')).resolves.toBe('a');
  });
});
