import type { ComponentType } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { RootFallback, RootLayout } from './layout/root-layout';

type PageModule = Promise<{ default: ComponentType }>;

// Each page is its own chunk, fetched on first visit.
/** Shown while the console's code loads on a first visit straight to /admin. */
const ConsoleFallback = () => (
  <p role="status" className="p-8 text-center text-muted">
    Loading the staff console…
  </p>
);

const page = (load: () => PageModule) => async () => ({ Component: (await load()).default });

/** Routes of spec §2. Every route is public: protection is by token (spec §6). */
export const routes = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: RootFallback,
    children: [
      { index: true, lazy: page(() => import('@/pages/home')) },
      { path: 'about', lazy: page(() => import('@/pages/about')) },
      { path: 'doctors', lazy: page(() => import('@/pages/doctors')) },
      { path: 'services/:section?', lazy: page(() => import('@/pages/services')) },
      { path: 'internship', lazy: page(() => import('@/pages/internship')) },
      { path: 'government-benefits', lazy: page(() => import('@/pages/government-benefits')) },
      { path: 'blog', lazy: page(() => import('@/pages/blog')) },
      { path: 'blogs/:id', lazy: page(() => import('@/pages/blog-detail')) },
      { path: 'contact', lazy: page(() => import('@/pages/contact')) },
      { path: 'login', lazy: page(() => import('@/pages/login')) },
      { path: 'my-profile', lazy: page(() => import('@/pages/my-profile')) },
      { path: 'my-appointment', lazy: page(() => import('@/pages/my-appointment')) },
      { path: 'appointment/:docId', lazy: page(() => import('@/pages/appointment')) },
      { path: '*', lazy: page(() => import('@/pages/not-found')) },
    ],
  },
  // The staff console: its own frame and chunks, so the public pages never load its code.
  { path: '/admin/login', HydrateFallback: ConsoleFallback, lazy: page(() => import('@/pages/admin/login')) },
  {
    path: '/admin',
    HydrateFallback: ConsoleFallback,
    lazy: async () => ({ Component: (await import('@/app/layout/admin-layout')).AdminLayout }),
    children: [
      { index: true, lazy: page(() => import('@/pages/admin/payments')) },
      { path: 'appointments', lazy: page(() => import('@/pages/admin/appointments')) },
      { path: 'doctors', lazy: page(() => import('@/pages/admin/doctors')) },
      { path: 'blogs', lazy: page(() => import('@/pages/admin/blogs')) },
      { path: 'enquiries', lazy: page(() => import('@/pages/admin/enquiries')) },
      { path: 'audit', lazy: page(() => import('@/pages/admin/audit')) },
      { path: '*', lazy: page(() => import('@/pages/not-found')) },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
