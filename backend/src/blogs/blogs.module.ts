import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { BlogsAdminRepository } from './blogs-admin.repository.js';
import { BlogsAdminService } from './blogs-admin.service.js';
import { BlogsController } from './blogs.controller.js';
import { BlogsRepository } from './blogs.repository.js';
import { BlogsService } from './blogs.service.js';
import { LikePseudonyms } from './like-pseudonyms.js';

@Module({
  imports: [AuditModule, AuthModule, StorageModule],
  controllers: [BlogsController],
  providers: [BlogsRepository, BlogsService, BlogsAdminRepository, BlogsAdminService, LikePseudonyms],
  exports: [BlogsService, BlogsAdminService],
})
export class BlogsModule {}
