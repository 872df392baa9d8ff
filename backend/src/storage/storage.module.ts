import { Module } from '@nestjs/common';
import { StorageService } from './storage.service.js';

/**
 * The uploaded files (profile photos, blog media). Not global: it knows the product's
 * kinds of upload, and importing it shows which modules keep files.
 */
@Module({ providers: [StorageService], exports: [StorageService] })
export class StorageModule {}
