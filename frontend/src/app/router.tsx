import type { ConsoleRole } from '@umang/common';
import type { ComponentType } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { ConsoleHandle } from './layout/console-access';
import { ConsoleLanguage, PatientLanguage } from './layout/frame-language';
import { PageFallback, RootLayout, type RouteHandle } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { loadNamespaces } from '@/i18n';
import type { Namespace } from '@/i18n/namespaces';
import { PUBLIC_ROUTES, type PublicRoute } from './public-routes';

type PageModule = Promise<{ default: ComponentType }>;

/** Shown while the console's code loads on a first visit straight to /admin. */
const ConsoleFallback = () => (
  <p role="status" className="p-8 text-center text-muted">
    Loading the staff console…
  </p>
);

// Each page is its own chunk, fetched on first visit.
const page = (load: () => PageModule) => async () => ({ Component: (await load()).default });

/** Every public page module, each its own chunk (test files excluded). */
const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>(['../pages/*.tsx', '!../pages/*.test.tsx']);

/**
 * A page inside the site's frame. Its own fallback (not the frame's) shows while
 * its code loads on the first visit, so the frame renders once and stays: no
 * second navbar, footer and mascot replacing the first ones.
 */
function publicPage({ path, page: name, noMascot, ns = [] }: PublicRoute) {
  const load = PAGE_MODULES[`../pages/${name}.tsx`];
  if (!load) throw new Error(`public-routes.ts names a page that does not exist: src/pages/${name}.tsx`);
  return {
    ...(path === '' ? { index: true as const } : { path }),
    // The page's words in the language shown arrive with its code, not after it.
    lazy: async () => {
      const [route] = await Promise.all([page(load)(), loadNamespaces(ns as Namespace[])]);
      return route;
    },
    HydrateFallback: PageFallback,
    // Inside the frame: when the page fails, the navbar and footer stay to go elsewhere.
    errorElement: <RouteError />,
    handle: { mascot: !noMascot } satisfies RouteHandle,
  };
}

const OFFICE: ConsoleRole[] = ['admin', 'staff'];
const EVERY_ROLE: ConsoleRole[] = ['admin', 'staff', 'doctor'];

/**
 * A screen of the console inside its frame, for the roles that may open it (the frame
 * shows the others a refusal; the server refuses their calls anyway). When it fails, the
 * sidebar stays. The fallback is needed for the error too: the router renders nothing
 * below the frame for a route whose code failed to load unless it has a fallback of its own.
 */
const consolePage = (path: string, roles: ConsoleRole[], load: () => PageModule) => ({
  path,
  lazy: page(load),
  HydrateFallback: ConsoleFallback,
  errorElement: <RouteError home="/admin" />,
  handle: { roles } satisfies ConsoleHandle,
});

/** The public site's frame, in the visitor's language. */
const PublicFrame = () => (
  <PatientLanguage>
    <RootLayout />
  </PatientLanguage>
);

/**
 * The site's routes. Every route is public: what needs an account is protected by the token.
 * Every route has our own error screen, so a page that cannot load never shows the router's.
 */
export const routes = [
  {
    path: '/',
    Component: PublicFrame,
    errorElement: <RouteError standalone />,
    children: PUBLIC_ROUTES.map(publicPage),
  },
  // The staff console: its own frame and chunks, so the public pages never load its code.
  // It speaks English whatever language a patient chose on this device.
  {
    Component: ConsoleLanguage,
    children: [
      {
        path: '/admin/login',
        HydrateFallback: ConsoleFallback,
        lazy: page(() => import('@/pages/admin/login')),
        errorElement: <RouteError home="/admin" standalone />,
      },
      {
        path: '/admin/set-password',
        HydrateFallback: ConsoleFallback,
        lazy: page(() => import('@/pages/admin/set-password')),
        errorElement: <RouteError home="/admin" standalone />,
      },
      {
        path: '/admin',
        HydrateFallback: ConsoleFallback,
        lazy: async () => ({ Component: (await import('@/app/layout/admin-layout')).AdminLayout }),
        errorElement: <RouteError home="/admin" standalone />,
        children: [
          consolePage('dashboard', OFFICE, () => import('@/pages/admin/dashboard')),
          consolePage('my-day', ['doctor'], () => import('@/pages/admin/my-day')),
          consolePage('payments', OFFICE, () => import('@/pages/admin/payments')),
          consolePage('appointments', EVERY_ROLE, () => import('@/pages/admin/appointments')),
          consolePage('appointments/:id', EVERY_ROLE, () => import('@/pages/admin/appointment')),
          consolePage('doctors', EVERY_ROLE, () => import('@/pages/admin/doctors')),
          consolePage('blogs', OFFICE, () => import('@/pages/admin/blogs')),
          consolePage('enquiries', OFFICE, () => import('@/pages/admin/enquiries')),
          consolePage('audit', OFFICE, () => import('@/pages/admin/audit')),
          consolePage('accounts', ['admin'], () => import('@/pages/admin/accounts')),
          consolePage('*', EVERY_ROLE, () => import('@/pages/not-found')),
        ],
      },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
