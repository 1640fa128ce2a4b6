import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { render } from '../../tests/i18n';
import { LoadingSpinner } from './LoadingSpinner';

afterEach(() => {
  vi.useRealTimers();
});

describe('LoadingSpinner', () => {
  it('says the wait is longer than usual after 10 s, in the same status region', () => {
    vi.useFakeTimers();
    render(<LoadingSpinner text="Henter kontraktene..." />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Henter kontraktene...');
    expect(status).not.toHaveTextContent(/lengre tid enn vanlig/);

    act(() => {
      vi.advanceTimersByTime(9_900);
    });
    expect(status).not.toHaveTextContent(/lengre tid enn vanlig/);

    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(status).toHaveTextContent('Henter kontraktene...');
    expect(status).toHaveTextContent(/^Henter kontraktene\.\.\.Dette tar lengre tid enn vanlig\./);
  });
});
