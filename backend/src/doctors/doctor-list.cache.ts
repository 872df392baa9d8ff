import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { ChangeFeed } from '../database/change-feed.js';
import type { DatabaseConnection } from '../database/database.js';
import { InjectDatabase } from '../database/database.module.js';

/** The channel the database triggers of migration 0004 announce changes on. */
export const DOCTOR_LIST_CHANNEL = 'doctor_list_changed';

/** The list's answer as sent: the serialised bytes and the entity tag that names them. */
export interface KeptList {
  body: Buffer;
  /** A strong ETag, a hash of `body`: every instance names the same bytes alike. */
  etag: string;
}

interface Entry {
  /** The IST day the list was built for: booked slots of past days drop out at midnight. */
  day: string;
  generation: number;
  list: Promise<KeptList>;
  /** The built list once `list` has settled, so a request can be answered without waiting a turn. */
  built?: KeptList;
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

  /** The kept list for `day`, or `build()`'s, shared by every request that asks meanwhile. */
  get(day: string, build: () => Promise<KeptList>): Promise<KeptList> {
    const kept = this.entry;
    if (kept && kept.day === day && kept.generation === this.generation) return kept.list;
    if (!this.listening) return build();
    const entry: Entry = { day, generation: this.generation, list: build() };
    this.entry = entry;
    entry.list.then(
      (built) => {
        entry.built = built;
      },
      // A failed build is not remembered: the next request tries again.
      () => {
        if (this.entry === entry) this.entry = null;
      },
    );
    return entry.list;
  }

  /** The kept list for `day` if it is built and current, else null (then ask `get`). */
  peek(day: string): KeptList | null {
    const kept = this.entry;
    if (kept?.built && kept.day === day && kept.generation === this.generation) return kept.built;
    return null;
  }

  /** Forgets the list; a build that started before this is not served afterwards. */
  invalidate(): void {
    this.generation += 1;
    this.entry = null;
  }
}
