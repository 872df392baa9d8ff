import 'reflect-metadata';
import { createApp } from './app.js';
import { ConfigError, resolveConfig } from './config/app-config.js';
import { handleShutdownSignals } from './health/graceful-shutdown.js';

async function main(): Promise<void> {
  let config;
  try {
    config = resolveConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`${error.message}\nFix the variables above and start again.`);
    process.exit(1);
  }
  const app = await createApp(config);
  // Here, not in createApp: only the real process owns its signals (tests close their apps themselves).
  handleShutdownSignals(app, config.shutdownDrainMs);
  await app.listen({ port: config.port, host: '0.0.0.0' });
  const database = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}/db`;
  console.log(`Umang centre is running on http://localhost:${config.port} (database: ${database})`);
}

main().catch((error: unknown) => {
  console.error('Start-up failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
