import { Module } from '@nestjs/common';
import { CredentialsModule } from '../auth/credentials.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { UsersController } from './users.controller.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

/**
 * Accounts and profiles. Every `@Auth()` guard looks the caller up here; other modules
 * get it through AuthModule. The profile routes' own guard needs the token service,
 * hence CredentialsModule rather than AuthModule (which imports this one).
 */
@Module({
  imports: [CredentialsModule, StorageModule],
  controllers: [UsersController],
  providers: [UsersRepository, UsersService],
  exports: [UsersService],
})
export class UsersModule {}
