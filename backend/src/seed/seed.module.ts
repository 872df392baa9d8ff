import { Module } from '@nestjs/common';
import { BlogsModule } from '../blogs/blogs.module.js';
import { DoctorsModule } from '../doctors/doctors.module.js';
import { SeedService } from './seed.service.js';

@Module({ imports: [DoctorsModule, BlogsModule], providers: [SeedService], exports: [SeedService] })
export class SeedModule {}
