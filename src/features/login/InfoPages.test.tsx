import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { NoUserPage } from './NoUserPage';
import { renderPage } from '../../../tests/renderPage';

describe('NoUserPage (Vi fant deg ikke)', () => {
  it('tells how to reach the cooperative and offers log out', () => {
    renderPage(<NoUserPage />, { path: '/login/no-user', session: { personId: true } });
    expect(screen.getByRole('heading', { level: 1, name: 'Vi fant deg ikke' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '62 00 00 00' })).toHaveAttribute('href', 'tel:+4762000000');
    expect(screen.getByRole('link', { name: 'kundeservice@skogeierandelslaget.no' })).toHaveAttribute(
      'href',
      'mailto:kundeservice@skogeierandelslaget.no',
    );
    expect(screen.getByText('Postboks 100, 2301 Hamar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logg ut' })).toBeInTheDocument();
  });
});
