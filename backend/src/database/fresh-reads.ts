import DataLoader from 'dataloader';

/** A batch of reads may hold this many keys; more start a batch of their own. */
const MAX_BATCH = 200;

/**
 * Reads by key that requests arriving together share, never older than the request
 * that asks: a read joins only a batch that has not been sent yet, and the next
 * batch is sent once the one in flight has answered. Under a rush the database
 * answers a handful of batches instead of one query per request; a request alone
 * waits for nothing. Nothing is kept once answered (no cache), so a read after a
 * write sees the write.
 *
 * `load` is given each key of a batch once and answers what it found; a key it
 * does not answer reads as `null`.
 */
export function freshReads<K, V>(load: (keys: K[]) => Promise<Map<K, V>>): DataLoader<K, V | null> {
  let inFlight: Promise<unknown> = Promise.resolve();
  return new DataLoader<K, V | null>(
    (keys) => {
      const batch = load([...new Set(keys)]).then((found) => keys.map((key) => found.get(key) ?? null));
      inFlight = batch.catch(() => undefined);
      return batch;
    },
    {
      cache: false,
      maxBatchSize: MAX_BATCH,
      // `setImmediate`: requests already read off their sockets join before the batch goes.
      batchScheduleFn: (send) => void inFlight.then(() => setImmediate(send)),
    },
  );
}
