import { createHash } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { MediaRepository } from './media.repository.js';
import { contentTypeOf } from './upload-names.js';

/**
 * Moves files that earlier releases wrote to DATA_DIR/uploads into the database, at
 * start and before the server answers. Each keeps its name, so the links records hold
 * stay good. A file is deleted from disk only after its row has committed, and a name
 * already kept is not added again, so a start that stopped halfway resumes where it
 * was and a later start finds nothing to do. Files of any other name are left alone.
 */
@Injectable()
export class UploadsImport implements OnModuleInit {
  private readonly logger = new Logger('Storage');
  private readonly dir: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly files: MediaRepository,
  ) {
    this.dir = join(config.dataDir, 'uploads');
  }

  async onModuleInit(): Promise<void> {
    const names = await this.waiting();
    if (names.length === 0) return;
    let moved = 0;
    // One at a time: a video may be 50 MB, and only one is held in memory.
    for (const name of names) {
      const data = await readFile(join(this.dir, name));
      const sha256 = createHash('sha256').update(data).digest('hex');
      const contentType = contentTypeOf(name)!;
      if (await this.files.adopt({ name, contentType, sha256, data })) moved++;
      await rm(join(this.dir, name), { force: true });
    }
    this.logger.log(`Moved ${moved} uploaded files from ${this.dir} into the database`);
  }

  /** The stored files still on disk; none when the folder does not exist. */
  private async waiting(): Promise<string[]> {
    try {
      const entries = await readdir(this.dir, { withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile() && contentTypeOf(entry.name))
        .map((entry) => entry.name);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }
}
