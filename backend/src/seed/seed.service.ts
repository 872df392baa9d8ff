import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { bookableDays } from '@umang/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { BlogsService } from '../blogs/blogs.service.js';
import { type DoctorSeed, DoctorsService } from '../doctors/doctors.service.js';
import { DEMO_BLOGS } from './demo-blogs.js';
import { DEMO_DOCTORS } from './demo-doctors.js';

/** A few closed slots on the next bookable days, so the demo shows blocking from the first start. */
function demoBlocked(index: number, now: Date): DoctorSeed['blocked'] {
  if (index % 4 !== 0) return [];
  const days = bookableDays({ slotsBooked: {}, blockedSlots: [] }, now);
  const day = days[1 + (index % 3)] ?? days[0];
  return day ? ['15:00', '15:30', '16:00'].map((slotTime) => ({ slotDate: day.dateKey, slotTime })) : [];
}

export function demoDoctorSeeds(now: Date): DoctorSeed[] {
  return DEMO_DOCTORS.map(({ slug, ...doctor }, index) => ({
    doctor: { ...doctor, image: `/assets/doctors/${slug}.svg` },
    blocked: demoBlocked(index, now),
  }));
}

const DAY_MS = 86_400_000;

/** The demo posts, dated back from `now` so the wall looks lived in. */
export function demoBlogPosts(now: Date) {
  return DEMO_BLOGS.map(({ daysAgo, media, ...post }) => {
    const at = new Date(now.getTime() - daysAgo * DAY_MS);
    return { ...post, mediaUrl: `/assets/wall/${media}`, createdAt: at, updatedAt: at };
  });
}

@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SeedService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly doctors: DoctorsService,
    private readonly blogs: BlogsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.seedDemo) await this.seedDemo();
  }

  /** Fills an empty database with the demo team and Wall of Honour; never touches what is there. */
  async seedDemo(now = new Date()): Promise<void> {
    const added = await this.doctors.seedIfEmpty(demoDoctorSeeds(now));
    if (added > 0) this.logger.log(`Seeded ${added} demo doctors`);
    const posts = await this.blogs.seedIfEmpty(demoBlogPosts(now));
    if (posts > 0) this.logger.log(`Seeded ${posts} demo Wall of Honour posts`);
  }
}
