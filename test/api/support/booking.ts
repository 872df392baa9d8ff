import {
  addDays,
  type CalendarDate,
  type Doctor,
  istToday,
  slotStart,
  toDateKey,
  weekdayOf,
} from '@umang/common';
import request from 'supertest';
import type { TestApp } from './test-app.js';

/** The next date (from tomorrow on, IST) falling on `weekday` (0 = Sunday). */
export function nextWeekday(now: Date, weekday: number): CalendarDate {
  let date = addDays(istToday(now), 1);
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return date;
}

/** The instant a given IST wall-clock time happens on a date. */
export const istInstant = (date: CalendarDate, time: string): Date =>
  slotStart(toDateKey(date), time) as Date;

export async function listDoctors(t: TestApp): Promise<Doctor[]> {
  return (await request(t.server).get('/api/doctor/list').expect(200)).body.doctors as Doctor[];
}

export const book = (t: TestApp, token: string, body: Record<string, string>) =>
  request(t.server).post('/api/user/book-appointment').set('token', token).send(body);
