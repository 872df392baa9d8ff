import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, startBuiltServer } from '../../api/support/built-server.js';

export interface RunningProduct {
  baseUrl: string;
  /** The server's DATA_DIR; without SMTP_URL its mails are saved in `mail/` there. */
  dataDir: string;
  /** Everything the server printed, for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts the built product (`node backend/dist/main.js`, what `npm start` runs
 * after building) through the API suites' fixture: a free port, its own empty
 * data directory, the demo doctors and posts, and on PostgreSQL (DATABASE_URL) an
 * emptied database, so CI can run the journeys there too.
 */
export async function startProduct(env: Record<string, string> = {}): Promise<RunningProduct> {
  if (!existsSync(join(ROOT, 'frontend/dist/index.html'))) {
    throw new Error('frontend/dist is missing: run `npm run build` first (npm run test:browser does)');
  }
  const server = await startBuiltServer({ SEED_DEMO: 'true', ...env }, { readyWithinMs: 60_000 });
  return {
    baseUrl: server.baseUrl,
    dataDir: server.dataDir,
    output: server.output,
    stop: async () => {
      await server.stop();
    },
  };
}
