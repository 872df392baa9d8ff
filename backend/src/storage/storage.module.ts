import { Module } from '@nestjs/common';
import { MediaRepository } from './media.repository.js';
import { StorageService } from './storage.service.js';
import { UploadsImport } from './uploads-import.js';

/**
 * The uploaded files (profile photos, doctor photos, blog media), kept in the database.
 * Not global: it knows the product's kinds of upload, and importing it shows which
 * modules keep files.
 */
@Module({ providers: [StorageService, MediaRepository, UploadsImport], exports: [StorageService] })
export class StorageModule {}
