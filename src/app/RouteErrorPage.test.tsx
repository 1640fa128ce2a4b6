import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RouteErrorPage } from './RouteErrorPage';

function Broken(): never {
  throw new Error('Kontraktlisten kunne ikke tegnes');
}

describe("RouteErrorPage ('Noe gikk galt')", () => {
  it('shows what went wrong, how to reach customer service, and a way to try again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Noe gikk galt' })).toBeInTheDocument();
    expect(screen.getByText(/Kontakt kundeservice om feilen fortsetter/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '62 00 00 00' })).toHaveAttribute('href', 'tel:+4762000000');
    expect(screen.getByText('Kontraktlisten kunne ikke tegnes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prøv igjen' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
