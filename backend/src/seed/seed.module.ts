import { Module } from '@nestjs/common';
import { DoctorsModule } from '../doctors/doctors.module.js';
import { SeedService } from './seed.service.js';

@Module({ imports: [DoctorsModule], providers: [SeedService], exports: [SeedService] })
export class SeedModule {}
