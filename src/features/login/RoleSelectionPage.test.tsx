import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { RoleSelectionPage } from './RoleSelectionPage';
import type { SessionState } from '../../session/sessionState';
import { renderPage } from '../../../tests/renderPage';

const PLAN_CHOICE = 'Skogeier som har fått melding om planbestilling';

const renderPicker = (session: Partial<SessionState>) =>
  renderPage(<RoleSelectionPage />, { path: '/login/roleSelection', session });

describe('RoleSelectionPage (Jeg er...)', () => {
  it('sends a visitor without a known person id to sign-in', async () => {
    renderPicker({});
    expect(await screen.findByText('Du er på /login/bankId')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Jeg er...' })).not.toBeInTheDocument();
  });

  it('offers the four choices, and log out, without plan data', () => {
    renderPicker({ personId: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Jeg er...' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skogeier' })).toHaveAttribute(
      'href',
      '/login/ForestOwnerRegistration/registrationForm',
    );
    expect(screen.getByRole('link', { name: 'Entreprenør' })).toHaveAttribute(
      'href',
      '/login/userRegistration?rolle=entreprenor',
    );
    expect(screen.getByRole('link', { name: 'Regnskapsfører' })).toHaveAttribute(
      'href',
      '/login/userRegistration?rolle=regnskapsforer',
    );
    expect(screen.getByRole('link', { name: 'Jeg er på feil sted / har ingen konto' })).toHaveAttribute(
      'href',
      '/login/no-user',
    );
    expect(screen.getAllByRole('link')).toHaveLength(4);
    expect(screen.queryByRole('link', { name: PLAN_CHOICE })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logg ut' })).toBeInTheDocument();
  });

  it('hides the plan-order choice when the plan data has no products', () => {
    renderPicker({ personId: true, planData: { isPlandataProject: true, products: [] } });
    expect(screen.queryByRole('link', { name: PLAN_CHOICE })).not.toBeInTheDocument();
  });

  it('offers the plan-order choice when the plan data has products', () => {
    renderPicker({
      personId: true,
      planData: {
        isPlandataProject: true,
        propertyInfo: { territoryId: 't-1', territoryName: 'Ringsaker' },
        products: [{ productId: 'p-1', name: 'Skogbruksplan', price: 4500 }],
      },
    });
    expect(screen.getByRole('link', { name: PLAN_CHOICE })).toHaveAttribute('href', '/login/planbestilling');
    expect(screen.getAllByRole('link')).toHaveLength(5);
  });

  it('takes the person on to the chosen registration', async () => {
    const { user } = renderPicker({ personId: true });
    await user.click(screen.getByRole('link', { name: 'Entreprenør' }));
    expect(screen.getByText('Du er på /login/userRegistration?rolle=entreprenor')).toBeInTheDocument();
  });
});
