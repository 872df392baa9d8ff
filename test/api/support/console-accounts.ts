import type { ConsoleRole } from '@umang/common';
import request from 'supertest';
import { PasswordService } from '../../../backend/src/auth/password.service.js';
import { users } from '../../../backend/src/users/users.table.js';
import type { TestApp } from './test-app.js';

const PASSWORD = 'a long console password';

export interface ConsoleSession {
  id: string;
  token: string;
}

/**
 * A console account of `role` written straight to the database (a doctor's linked to
 * `doctorId`), signed in through the console's own login.
 */
export async function consoleAccount(
  t: TestApp,
  email: string,
  role: ConsoleRole,
  doctorId: string | null = null,
): Promise<ConsoleSession> {
  const [row] = await t.connection.db
    .insert(users)
    .values({
      email,
      name: email.split('@')[0]!,
      role,
      doctorId,
      passwordHash: await new PasswordService().hash(PASSWORD),
    })
    .returning({ id: users.id });
  const res = await request(t.server)
    .post('/api/admin/login')
    .send({ email, password: PASSWORD })
    .expect(200);
  return { id: row!.id, token: res.body.token as string };
}
