import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { NoUserPage } from './NoUserPage';
import { PlanOrderComingPage } from './PlanOrderComingPage';
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

describe('PlanOrderComingPage (Planbestilling)', () => {
  it('says ordering comes later and how to order meanwhile', async () => {
    const { user } = renderPage(<PlanOrderComingPage />, { path: '/login/planbestilling' });
    expect(screen.getByRole('heading', { level: 1, name: 'Planbestilling' })).toBeInTheDocument();
    expect(screen.getByText(/Snart kan du bestille skogbruksplan/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '62 00 00 00' })).toHaveAttribute('href', 'tel:+4762000000');
    await user.click(screen.getByRole('button', { name: 'Tilbake' }));
    expect(screen.getByText('Du er på /login/roleSelection')).toBeInTheDocument();
  });
});
