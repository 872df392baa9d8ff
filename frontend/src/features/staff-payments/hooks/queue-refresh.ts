/**
 * New proofs arrive while staff work: the queue and the navigation's pending count are
 * asked for again this often, and whenever the console's tab is looked at again.
 */
export const QUEUE_REFRESH_MS = 30_000;
