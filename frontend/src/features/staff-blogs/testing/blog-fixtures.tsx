import type { Blog } from '@umang/common';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { ToastContainer } from '@/lib/toast';
import { useStaffSessionStore } from '@/stores/staff-session-store';
import { renderWithQuery } from '@/test/query';
import { StaffBlogsScreen } from '../components/staff-blogs-screen';

export const STAFF_TOKEN = 'staff-test-token';

export const IMAGE_POST: Blog = {
  _id: 'blog-1',
  title: 'Riya said “Amma” at the activity table',
  content: `Riya is four. ${'She worked with her speech therapist twice a week for eight months. '.repeat(4)}`,
  author: 'Speech therapy team',
  createdAt: '2026-11-13T10:00:00.000Z',
  mediaUrl: '/uploads/riya.webp',
  mediaType: 'image',
  likes: ['Qx7', 'Rb2', 'Kd9'],
  likedByMe: false,
};

export const VIDEO_POST: Blog = {
  _id: 'blog-2',
  title: 'Sports Day: every runner crossed the line',
  content: 'Bunting, lemon-and-spoon races and a finish ribbon held for the very last child.',
  author: '',
  createdAt: '2026-10-29T10:00:00.000Z',
  mediaUrl: '/uploads/sports.mp4',
  mediaType: 'video',
  likes: ['Qx7'],
  likedByMe: false,
};

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch stub whose answers are given in order; the last one repeats. */
export function stubFetch(...answers: Array<() => Response>) {
  let call = 0;
  const fetchMock = vi.fn(async () => answers[Math.min(call++, answers.length - 1)]!());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const listAnswer = (blogs: Blog[]) => () => json(200, { success: true, blogs });

/** Signs a staff member in and shows the screen with its toasts. */
export function renderScreen() {
  localStorage.setItem('staffToken', STAFF_TOKEN);
  useStaffSessionStore.setState({ staffToken: STAFF_TOKEN });
  renderWithQuery(
    <MemoryRouter>
      <StaffBlogsScreen />
      <ToastContainer />
    </MemoryRouter>,
  );
  return userEvent.setup({ applyAccept: false });
}
