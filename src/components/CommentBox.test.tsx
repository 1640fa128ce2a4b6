import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { render } from '../../tests/i18n';
import userEvent from '@testing-library/user-event';
import { CommentBox } from './CommentBox';

function Controlled({ initial = '', maxLength }: { initial?: string; maxLength?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <CommentBox
      label="Kommentar"
      name="kommentar"
      value={value}
      onChange={setValue}
      {...(maxLength === undefined ? {} : { maxLength })}
    />
  );
}

describe('CommentBox', () => {
  it('shows a counter that is tied to the field and follows the text', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const field = screen.getByRole('textbox', { name: 'Kommentar' });
    expect(screen.getByText('0 / 500 tegn')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('0 / 500 tegn');
    expect(field).toHaveAttribute('maxlength', '500');

    await user.type(field, 'Hei');

    expect(field).toHaveValue('Hei');
    expect(screen.getByText('3 / 500 tegn')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('3 / 500 tegn');
  });

  it('stops typing at 500 characters and says so', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={'a'.repeat(498)} />);
    const field = screen.getByRole('textbox', { name: 'Kommentar' });

    await user.type(field, 'bcde');

    expect(field).toHaveValue(`${'a'.repeat(498)}bc`);
    expect(screen.getByText('500 / 500 tegn')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Du har nådd grensen på 500 tegn.');
  });

  it('cuts pasted text to the limit', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const field = screen.getByRole('textbox', { name: 'Kommentar' });

    await user.click(field);
    await user.paste('x'.repeat(600));
    expect((field as HTMLTextAreaElement).value).toHaveLength(500);

    // Even a change that slips past the maxlength attribute (e.g. a script or an old browser) is cut.
    fireEvent.change(field, { target: { value: 'y'.repeat(700) } });
    expect((field as HTMLTextAreaElement).value).toBe('y'.repeat(500));
    expect(screen.getByText('500 / 500 tegn')).toBeInTheDocument();
  });

  it('takes another maximum and extra help text', () => {
    render(
      <CommentBox
        label="Melding"
        value={'z'.repeat(30)}
        onChange={() => undefined}
        maxLength={20}
        helperText="Skriv kort."
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Melding' });
    expect(field).toHaveValue('z'.repeat(20));
    expect(field).toHaveAccessibleDescription('Skriv kort. 20 / 20 tegn');
  });
});
