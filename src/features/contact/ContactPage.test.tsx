import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ContactPage } from './ContactPage';
import { renderPage } from '../../../tests/renderPage';

describe('ContactPage (Kontakt oss)', () => {
  it('shows how to reach the service office', () => {
    // The contact page needs no API or session: a router is all it may use.
    renderPage(<ContactPage />, { path: '/contact', routerOnly: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Kontakt oss' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '62 00 00 00' })).toHaveAttribute('href', 'tel:+4762000000');
    expect(screen.getByRole('link', { name: 'kundeservice@skogeierandelslaget.no' })).toHaveAttribute(
      'href',
      'mailto:kundeservice@skogeierandelslaget.no',
    );
    expect(screen.getByText('Hverdager 08.00–15.30')).toBeInTheDocument();
    expect(screen.getByText('Postboks 100, 2301 Hamar')).toBeInTheDocument();
    expect(screen.getByText(/kontraktsnummeret klart/)).toBeInTheDocument();
  });
});
