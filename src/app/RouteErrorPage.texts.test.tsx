import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from '../../tests/i18n';
import { activateLocale, i18n } from '../i18n/i18n';
import { setDocumentLanguage } from '../i18n/language';
import { RouteErrorPage } from './RouteErrorPage';

// The error page's texts (the `route-error` area) come after the first page is drawn (src/main.tsx). Here they
// never arrive: the connection dropped in the first seconds.
vi.mock('../i18n/areaCatalogs', () => ({
  areaCatalog: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
}));

function Broken(): never {
  throw new Error('Kontraktlisten kunne ikke tegnes');
}

afterEach(() => {
  vi.restoreAllMocks();
  // Back to Norwegian without loading again what never arrives here.
  i18n.activate('nb');
  setDocumentLanguage('nb');
});

describe('the error page before its texts are in', () => {
  it("shows the start-up error's own words in English, with a reload, when its texts do not arrive", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // English with only the frame's catalog: the unit tests load every Norwegian catalog, not the English ones.
    await activateLocale('en', { remember: false });
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }]);
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Skogportalen could not start' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    // One main landmark: the error page's own, not a second inside it.
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});
