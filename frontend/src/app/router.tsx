import type { ComponentType } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { RootFallback, RootLayout } from './layout/root-layout';

type PageModule = Promise<{ default: ComponentType }>;

// Each page is its own chunk, fetched on first visit.
const page = (load: () => PageModule) => async () => ({ Component: (await load()).default });

/**
 * Routes of spec §2, added here as their issues land (about, services/:section,
 * internship, government-benefits, blog, blogs/:id, contact, login, my-profile,
 * my-appointment). Every route is public: protection is by token (spec §6).
 */
export const routes = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: RootFallback,
    children: [
      { index: true, lazy: page(() => import('@/pages/home')) },
      { path: 'doctors', lazy: page(() => import('@/pages/doctors')) },
      { path: 'appointment/:docId', lazy: page(() => import('@/pages/appointment')) },
      { path: '*', lazy: page(() => import('@/pages/not-found')) },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
