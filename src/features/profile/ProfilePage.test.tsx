import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens';
import { ProfilePage } from './ProfilePage';
import { renderPage, signInWithToken } from '../../../tests/renderPage';
import { kari, ola } from '../../../tests/personas';

async function openAs(pid: string, activeAccountId: string | null) {
  const userData = await signInWithToken(await signSandboxAccessToken(pid));
  const activeAccount = userData.accounts.find((account) => account.id === activeAccountId) ?? null;
  return renderPage(<ProfilePage />, { session: { userData, activeAccount }, path: '/profile' });
}

describe('ProfilePage', () => {
  it('shows who is signed in and for which account', async () => {
    await openAs(kari.pid, 'acc-nordmann-skog');
    expect(screen.getByRole('heading', { level: 1, name: 'Min side' })).toBeInTheDocument();

    const person = screen.getByRole('region', { name: 'Innlogget som' });
    expect(within(person).getByText('Kari Nordmann')).toBeInTheDocument();
    expect(within(person).getByText('kari@example.no')).toBeInTheDocument();
    expect(within(person).getByText('912 34 567')).toBeInTheDocument();

    const company = screen.getByRole('region', { name: 'Du handler på vegne av' });
    expect(within(company).getByText('Nordmann Skog AS')).toBeInTheDocument();
    expect(within(company).getByText('Org.nr. 923 456 783')).toBeInTheDocument();
  });

  it('links on to contact, account, switching company and Kontakt oss', async () => {
    const user = userEvent.setup();
    const { router } = await openAs(kari.pid, 'acc-kari');
    const menu = screen.getByRole('navigation', { name: 'Min side' });
    expect(within(menu).getByRole('link', { name: /^Kontaktinformasjon/ })).toHaveAttribute(
      'href',
      '/profile/contact',
    );
    expect(within(menu).getByRole('link', { name: /^Kontoinformasjon/ })).toHaveAttribute(
      'href',
      '/profile/account',
    );
    expect(within(menu).getByRole('link', { name: /^Bytt selskap/ })).toHaveAttribute(
      'href',
      '/profile/accesses',
    );
    expect(within(menu).getByRole('link', { name: /^Kontakt oss/ })).toHaveAttribute('href', '/contact');

    await user.click(within(menu).getByRole('link', { name: /^Kontaktinformasjon/ }));
    expect(router.state.location.pathname).toBe('/profile/contact');
  });

  it('offers no company switch to a person with one account', async () => {
    await openAs(ola.pid, 'acc-hansen');
    expect(screen.queryByRole('link', { name: /^Bytt selskap/ })).not.toBeInTheDocument();
    expect(screen.getByText('Hansen Gård')).toBeInTheDocument();
  });

  it('says so when no company is chosen yet', async () => {
    await openAs(kari.pid, null);
    expect(screen.getByText('Du har ikke valgt selskap ennå.')).toBeInTheDocument();
  });
});
