import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { render } from '../../tests/i18n';
import userEvent from '@testing-library/user-event';
import { QueryState } from './QueryState';
import type { QueryLike } from './queryStatus';

afterEach(() => {
  vi.useRealTimers();
});

const query = (state: Partial<QueryLike<string[]>>): QueryLike<string[]> => ({
  data: undefined,
  isError: false,
  isFetching: false,
  refetch: () => undefined,
  ...state,
});

function Owners({ state, onRetry }: { state: Partial<QueryLike<string[]>>; onRetry?: () => void }) {
  return (
    <QueryState
      query={query({ ...state, ...(onRetry ? { refetch: onRetry } : {}) })}
      what="eiendommene"
      loadingText="Henter eiendommene..."
      isEmpty={(list) => list.length === 0}
      empty="Kontoen har ingen eiendommer registrert."
    >
      {(list) => (
        <ul aria-label="Eiendommer">
          {list.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

describe('QueryState', () => {
  it('shows the spinner with its text while loading, and the slow-loading text after 10 s', () => {
    vi.useFakeTimers();
    render(<Owners state={{ isFetching: true }} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Henter eiendommene...');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(status).toHaveTextContent(/Dette tar lengre tid enn vanlig/);
  });

  it("shows the spinner's own text when the caller gives none", () => {
    render(
      <QueryState query={query({ isFetching: true })} what="kontrakten">
        {() => null}
      </QueryState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Laster inn...');
  });

  it("shows the error in place with 'Prøv igjen', which fetches again", async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<Owners state={{ isError: true }} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Vi klarte ikke å hente eiendommene\. Prøv igjen, eller ring/,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("shows loading, not the error, while 'Prøv igjen' fetches again", () => {
    render(<Owners state={{ isError: true, isFetching: true }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Henter eiendommene...');
    expect(screen.queryByRole('button', { name: 'Prøv igjen' })).not.toBeInTheDocument();
  });

  it('shows the error instead of data whose refresh failed', () => {
    render(<Owners state={{ isError: true, data: ['Nordre Skog'] }} />);
    expect(screen.getByRole('button', { name: 'Prøv igjen' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("draws the error in the caller's frame when it gives one", () => {
    render(
      <QueryState
        query={query({ isError: true })}
        what="kunden"
        error={(failure) => (
          <section aria-label="Feil">
            <h1>Økonomi</h1>
            <button type="button" onClick={failure.onRetry}>
              Hent {failure.what} igjen
            </button>
          </section>
        )}
      >
        {() => null}
      </QueryState>,
    );
    expect(screen.getByRole('heading', { name: 'Økonomi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hent kunden igjen' })).toBeInTheDocument();
  });

  it("shows the caller's empty message when isEmpty says so", () => {
    render(<Owners state={{ data: [] }} />);
    expect(screen.getByText('Kontoen har ingen eiendommer registrert.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('draws an empty state given as an element as it is', () => {
    render(
      <QueryState
        query={query({ data: [] })}
        what="sortimentene"
        isEmpty={(list) => list.length === 0}
        empty={<div role="note">Ingen sortimenter ennå.</div>}
      >
        {() => <p>Sortimenter</p>}
      </QueryState>,
    );
    expect(screen.getByRole('note')).toHaveTextContent('Ingen sortimenter ennå.');
  });

  it('shows the data, also while it is refreshed', () => {
    const { rerender } = render(<Owners state={{ data: ['Nordre Skog', 'Søndre Skog'] }} />);
    const list = screen.getByRole('list', { name: 'Eiendommer' });
    expect(list).toHaveTextContent('Nordre SkogSøndre Skog');
    rerender(<Owners state={{ data: ['Nordre Skog', 'Søndre Skog'], isFetching: true }} />);
    expect(screen.getByRole('list', { name: 'Eiendommer' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows empty data as data when the caller has no empty state', () => {
    render(
      <QueryState query={query({ data: [] })} what="dokumentene">
        {(list) => <p>{list.length} dokumenter</p>}
      </QueryState>,
    );
    expect(screen.getByText('0 dokumenter')).toBeInTheDocument();
  });
});
