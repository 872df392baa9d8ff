import { Injectable } from '@nestjs/common';
import { count, desc } from 'drizzle-orm';
import type { DatabaseConnection } from '../database/database.js';
import { InjectDatabase } from '../database/database.module.js';
import { enquiries } from './enquiries.table.js';

export type NewEnquiry = typeof enquiries.$inferInsert;
export type EnquiryRow = typeof enquiries.$inferSelect;

@Injectable()
export class ContactRepository {
  constructor(@InjectDatabase() private readonly connection: DatabaseConnection) {}

  async insert(enquiry: NewEnquiry): Promise<void> {
    await this.connection.db.insert(enquiries).values(enquiry);
  }

  /** Newest first; the id breaks ties so pages never overlap. */
  page(offset: number, limit: number): Promise<EnquiryRow[]> {
    return this.connection.db
      .select()
      .from(enquiries)
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .offset(offset)
      .limit(limit);
  }

  async count(): Promise<number> {
    const [row] = await this.connection.db.select({ n: count() }).from(enquiries);
    return row?.n ?? 0;
  }
}
