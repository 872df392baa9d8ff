import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CENTRE } from '@/content/centre';
import { i18n } from '@/i18n';
import commonHi from '@/locales/hi/common.json';
import { RouteError } from './route-error';

/** A page that breaks while rendering, shown inside our error screen. */
function Broken(): never {
  throw new Error('broken page');
}

// React and the router report the page's error on the console: expected here.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

function renderBrokenPage() {
  const router = createMemoryRouter([{ path: '/', Component: Broken, errorElement: <RouteError /> }]);
  render(<RouterProvider router={router} />);
}

describe('the error screen of a page that cannot be shown', () => {
  it('offers a call to the centre, its number a link', async () => {
    renderBrokenPage();
    const call = await screen.findByRole('link', { name: CENTRE.phoneDisplay });
    expect(call).toHaveAttribute('href', CENTRE.phoneHref);
    expect(call.parentElement).toHaveTextContent(`Need help now? Call us on ${CENTRE.phoneDisplay}.`);
  });

  it('says it in Hindi, the number still a link', async () => {
    i18n.addResourceBundle('hi', 'common', commonHi, true, true);
    await act(() => i18n.changeLanguage('hi'));
    renderBrokenPage();
    const call = await screen.findByRole('link', { name: CENTRE.phoneDisplay });
    expect(call.parentElement).toHaveTextContent(`अभी मदद चाहिए? हमें ${CENTRE.phoneDisplay} पर कॉल करें।`);
  });
});
