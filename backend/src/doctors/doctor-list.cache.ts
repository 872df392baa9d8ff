import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { ChangeFeed } from '../database/change-feed.js';
import type { DatabaseConnection } from '../database/database.js';
import { InjectDatabase } from '../database/database.module.js';

/** The channel the database triggers of migration 0004 announce changes on. */
export const DOCTOR_LIST_CHANNEL = 'doctor_list_changed';

interface Entry {
  /** The IST day the list was built for: booked slots of past days drop out at midnight. */
  day: string;
  generation: number;
  body: Promise<string>;
  /** The body once built, for callers that cannot wait. */
  ready?: string;
}

/**
 * The public doctor list, serialised once and served from memory: it is the most
 * read answer of the site and changes only when a booking, a cancellation or a
 * staff edit touches doctors, blocked slots or appointments. Database triggers
 * announce each such change to every instance; the writer's own instance also
 * drops its copy at once, so a patient sees their booking on the next read.
 * While the announcements cannot be heard, nothing is kept.
 */
@Injectable()
export class DoctorListCache implements OnApplicationBootstrap, OnApplicationShutdown {
  private entry: Entry | null = null;
  private generation = 0;
  private listening = false;
  private feed: ChangeFeed | null = null;

  constructor(@InjectDatabase() private readonly connection: DatabaseConnection) {}

  async onApplicationBootstrap(): Promise<void> {
    this.feed = await this.connection.listen(DOCTOR_LIST_CHANNEL, {
      onChange: () => this.invalidate(),
      onListening: (listening) => {
        this.listening = listening;
        this.invalidate();
      },
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.feed?.stop();
  }

  /** The cached body for `day`, or `build()`'s, shared by every request that asks meanwhile. */
  get(day: string, build: () => Promise<string>): Promise<string> {
    const kept = this.entry;
    if (kept && kept.day === day && kept.generation === this.generation) return kept.body;
    if (!this.listening) return build();
    const generation = this.generation;
    const body = build();
    const entry: Entry = { day, generation, body };
    this.entry = entry;
    body.then(
      (built) => (entry.ready = built),
      // A failed build is not remembered: the next request tries again.
      () => {
        if (this.entry === entry) this.entry = null;
      },
    );
    return body;
  }

  /** The body kept for `day` if it is built and still current, without waiting; else null. */
  peek(day: string): string | null {
    const entry = this.entry;
    return entry && entry.day === day && entry.generation === this.generation ? (entry.ready ?? null) : null;
  }

  /** Forgets the list; a build that started before this is not served afterwards. */
  invalidate(): void {
    this.generation += 1;
    this.entry = null;
  }
}
