import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Inject, Injectable, Logger, UnsupportedMediaTypeException } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';

/** Largest profile photo accepted, before re-encoding. */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const PROFILE_IMAGE_SIZE = 512;
/** Decoding bombs: refuse images with more pixels than a 48-megapixel photo. */
const MAX_INPUT_PIXELS = 48_000_000;
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const UPLOAD_URL = /^\/uploads\/([a-f0-9]{32}\.webp)$/;

const NOT_AN_IMAGE = 'Please upload a JPEG, PNG or WebP image';

/**
 * Uploaded files under DATA_DIR/uploads, served at /uploads. Images are trusted by
 * their bytes, never their name or declared type, and always re-encoded so no
 * metadata or polyglot payload survives.
 */
@Injectable()
export class StorageService {
  private readonly logger = new Logger(StorageService.name);
  private readonly dir: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.dir = join(config.dataDir, 'uploads');
  }

  /** Re-encodes a photo to a square WebP and stores it; answers its public URL. */
  async saveProfileImage(data: Buffer): Promise<string> {
    const type = await fileTypeFromBuffer(data);
    if (!type || !IMAGE_TYPES.has(type.mime)) throw new UnsupportedMediaTypeException(NOT_AN_IMAGE);
    let webp: Buffer;
    try {
      webp = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize(PROFILE_IMAGE_SIZE, PROFILE_IMAGE_SIZE, { fit: 'cover' })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw new UnsupportedMediaTypeException('This image could not be read. Please try another file.');
    }
    const name = `${randomBytes(16).toString('hex')}.webp`;
    await mkdir(this.dir, { recursive: true });
    await writeFile(join(this.dir, name), webp, { flag: 'wx' });
    return `/uploads/${name}`;
  }

  /** Deletes a file this service stored; anything else (seed assets, empty) is left alone. */
  async remove(url: string): Promise<void> {
    const match = UPLOAD_URL.exec(url);
    if (!match) return;
    try {
      await rm(join(this.dir, basename(match[1]!)), { force: true });
    } catch (error) {
      this.logger.warn(`Could not delete ${url}: ${error instanceof Error ? error.message : error}`);
    }
  }
}
