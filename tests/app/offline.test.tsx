import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { signSandboxAccessToken } from '../../sandbox/eid/tokens';
import { AuthenticatedLayout } from '../../src/app/layouts/AuthenticatedLayout';
import { insideLayout } from '../../src/app/router';
import { ContactInfoPage } from '../../src/features/profile/ContactInfoPage';
import { ContractListPage } from '../../src/features/timber-contracts/ContractListPage';
import { formatInstant } from '../../src/domain/formatInstant';
import { renderPage, signInWithToken } from '../renderPage';
import { sandboxStore } from '../sandboxServer';
import { kari } from '../personas';

const OFFLINE_WRITE = 'Du er frakoblet. Endringen er ikke sendt – prøv igjen når du er på nett.';

async function kariOn(path: string, page: ReactElement) {
  const userData = await signInWithToken(await signSandboxAccessToken(kari.pid));
  return renderPage(<AuthenticatedLayout />, {
    path: '/',
    initialEntry: path,
    accountId: 'acc-kari',
    session: { userData },
    children: [insideLayout([{ path, element: page }])],
  });
}

afterEach(() => {
  act(() => {
    onlineManager.setOnline(true);
  });
});

describe('the signed-in portal without network', () => {
  it('says how old the data on the page is when the network goes, and nothing while online', async () => {
    const { queryClient } = await kariOn('/timberContract', <ContractListPage />);
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: /^Tømmerkontrakter \(\d+\)$/ }),
    ).toBeInTheDocument();
    expect(within(main).queryByRole('status')).not.toBeInTheDocument();

    act(() => {
      onlineManager.setOnline(false);
    });
    const fetchedAt =
      queryClient.getQueryState(['account', 'acc-kari', 'contracts', 'list'])?.dataUpdatedAt ?? 0;
    expect(fetchedAt).toBeGreaterThan(0);
    const notice = within(main).getByRole('status');
    expect(notice).toHaveTextContent(`Frakoblet – viser data fra ${formatInstant(fetchedAt)}.`);
    expect(notice).toHaveTextContent('Endringer kan ikke sendes før du er på nett igjen.');

    act(() => {
      onlineManager.setOnline(true);
    });
    expect(within(main).queryByRole('status')).not.toBeInTheDocument();
  });

  it("says 'Du er frakoblet' on a page that shows nothing fetched", async () => {
    await kariOn('/profile/contact', <ContactInfoPage />);
    const main = await screen.findByRole('main');
    await screen.findByRole('textbox', { name: 'Poststed' });
    act(() => {
      onlineManager.setOnline(false);
    });
    expect(within(main).getByRole('status')).toHaveTextContent(
      'Du er frakoblet. Endringer kan ikke sendes før du er på nett igjen.',
    );
  });

  it('refuses a save with a clear message, keeps what was typed, and does not send it when back online', async () => {
    const { user } = await kariOn('/profile/contact', <ContactInfoPage />);
    const city = await screen.findByRole('textbox', { name: 'Poststed' });
    act(() => {
      onlineManager.setOnline(false);
    });

    await user.clear(city);
    await user.type(city, 'Moelv');
    await user.click(screen.getByRole('button', { name: 'Lagre endringer' }));

    expect(await screen.findByText(OFFLINE_WRITE)).toBeInTheDocument();
    expect(city).toHaveValue('Moelv');
    expect(sandboxStore().people.get(kari.pid)?.contact.address.city).toBe('Brumunddal');

    act(() => {
      onlineManager.setOnline(true);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sandboxStore().people.get(kari.pid)?.contact.address.city).toBe('Brumunddal');
    expect(screen.queryByText('Endringene er lagret')).not.toBeInTheDocument();
  });
});
