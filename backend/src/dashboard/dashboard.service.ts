import { Injectable } from '@nestjs/common';
import { type DashboardResponse, defaultDashboardRange } from '@umang/common';
import { Clock } from '../common/clock.js';
import { DashboardRepository, type DayRange } from './dashboard.repository.js';

@Injectable()
export class DashboardService {
  constructor(
    private readonly figures: DashboardRepository,
    private readonly clock: Clock,
  ) {}

  /** The figures of a range already checked at the edge; without one, this IST month so far. */
  async dashboard(asked: Partial<DayRange>): Promise<DashboardResponse> {
    const now = this.clock.now();
    const range =
      asked.from !== undefined && asked.to !== undefined
        ? { from: asked.from, to: asked.to }
        : defaultDashboardRange(now);
    // Independent reads: on PostgreSQL each takes a pool connection of its own.
    const [{ totals, byDay, byDoctor, busiestSlots }, queue] = await Promise.all([
      this.figures.figures(range),
      this.figures.queue(now),
    ]);
    const { approved, pending, ...appointments } = totals;
    return {
      success: true,
      ...range,
      appointments,
      revenue: { approved, pending },
      pendingProofs: queue,
      byDay,
      byDoctor,
      busiestSlots,
    };
  }
}
