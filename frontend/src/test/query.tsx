import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';

/** A fresh client with the app's defaults, except that a failure is final at once (no retry delay). */
export const createTestQueryClient = (): QueryClient =>
  createQueryClient({ queries: { retry: false }, mutations: { retry: false } });

/**
 * `render` inside a QueryClientProvider: a fresh client per render (no answer cached
 * by another test), or the one given, e.g. with data already set.
 */
export function renderWithQuery(
  ui: ReactElement,
  { queryClient = createTestQueryClient(), ...options }: RenderOptions & { queryClient?: QueryClient } = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { ...render(ui, { wrapper, ...options }), queryClient };
}
