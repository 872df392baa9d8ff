import { Injectable } from '@nestjs/common';
import type { DatabaseConnection } from '../database/database.js';
import { InjectDatabase } from '../database/database.module.js';
import { enquiries } from './enquiries.table.js';

export type NewEnquiry = typeof enquiries.$inferInsert;

@Injectable()
export class ContactRepository {
  constructor(@InjectDatabase() private readonly connection: DatabaseConnection) {}

  async insert(enquiry: NewEnquiry): Promise<void> {
    await this.connection.db.insert(enquiries).values(enquiry);
  }
}
