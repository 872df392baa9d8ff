import { Module } from '@nestjs/common';
import { DashboardRepository } from './dashboard.repository.js';
import { DashboardService } from './dashboard.service.js';

/** The console's dashboard: figures over a range of IST days, read-only. */
@Module({ providers: [DashboardRepository, DashboardService], exports: [DashboardService] })
export class DashboardModule {}
