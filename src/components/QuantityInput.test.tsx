import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuantityInput } from './QuantityInput';

function Harness() {
  const [value, setValue] = useState(0);
  return (
    <>
      <QuantityInput label="Gran" value={value} onChange={setValue} unit="stk" />
      <p data-testid="value">{value}</p>
    </>
  );
}

describe('QuantityInput (spec §5)', () => {
  it('clears a 0 on focus, so typing replaces it, and keeps whole plants only', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const field = screen.getByRole('textbox', { name: 'Gran' });
    expect(field).toHaveValue('0');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    await user.click(field);
    expect(field).toHaveValue('');
    await user.type(field, '12,5-3');
    expect(field).toHaveValue('1253');
    expect(screen.getByTestId('value')).toHaveTextContent('1253');
  });

  it('goes back to 0 when left empty, and never below 0', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const field = screen.getByRole('textbox', { name: 'Gran' });
    await user.type(field, '40');
    await user.clear(field);
    await user.tab();
    expect(field).toHaveValue('0');
    expect(screen.getByTestId('value')).toHaveTextContent('0');
    await user.type(field, '-5');
    expect(screen.getByTestId('value')).toHaveTextContent('5');
  });
});
