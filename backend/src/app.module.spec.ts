import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestFactory, ModulesContainer } from '@nestjs/core';
import { AppModule } from './app.module.js';
import { resolveConfig } from './config/app-config.js';

/**
 * Infrastructure every module may need without asking: configuration, the database,
 * the clock and rate limits, logging, scheduling and sending mail (plus Nest's own
 * core). A domain module is imported by the modules that use it, so the imports show
 * what depends on what.
 */
const GLOBAL_MODULES = [
  'ConfigModule',
  'CoreModule',
  'DatabaseModule',
  'InternalCoreModule',
  'LoggerModule',
  'MailModule',
  'ScheduleModule',
];

describe('AppModule', () => {
  it('makes only the infrastructure modules global', async () => {
    // Preview builds the module graph without creating providers, so no database opens.
    // Resolving the settings keeps a generated secret in DATA_DIR: a scratch folder, not the checkout.
    const dataDir = mkdtempSync(join(tmpdir(), 'umang-modules-'));
    const config = resolveConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
      preview: true,
      logger: false,
    });
    try {
      const modules = [...app.get(ModulesContainer).values()];
      // isGlobal covers both @Global() and a dynamic module's `global: true`.
      const global = modules.filter((module) => module.isGlobal).map((module) => module.metatype.name);
      expect(global.sort()).toEqual(GLOBAL_MODULES);
      // The graph really was read: the domain modules are there, just not global.
      expect(modules.map((module) => module.metatype.name)).toEqual(
        expect.arrayContaining(['UsersModule', 'AuthModule', 'AuditModule', 'StorageModule']),
      );
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
