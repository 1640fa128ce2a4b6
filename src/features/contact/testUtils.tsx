import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { render } from '@testing-library/react';

/** The contact page needs no API or session: a router is all it may use. */
export function renderContactPage(page: ReactElement) {
  return render(<MemoryRouter initialEntries={['/contact']}>{page}</MemoryRouter>);
}
