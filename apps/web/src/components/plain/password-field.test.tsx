import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { PasswordField } from './password-field';

function PasswordForm({ onSubmit }: { onSubmit: (values: { password: string }) => void }) {
  const form = useForm<{ password: string }>({ defaultValues: { password: '' } });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <PasswordField control={form.control} name="password" label="Mot de passe" helperText="6 caractères au moins" />
    </form>
  );
}

describe('plain PasswordField (issue 20)', () => {
  it('hides what is typed until asked, says what its button will do, and keeps the value', async () => {
    const sent: { password: string }[] = [];
    const ui = renderScreen(<PasswordForm onSubmit={(values) => sent.push(values)} />);
    const input = screen.getByLabelText('Mot de passe') as HTMLInputElement;
    expect(input.type).toBe('password');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('6 caractères au moins').id);
    await ui.user.type(input, 'secret-solide');

    // Tab leaves the input for the show button, which the keyboard presses.
    await ui.user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    await ui.user.keyboard('{Enter}');
    expect(input.type).toBe('text');
    expect(input.value).toBe('secret-solide');
    await ui.user.click(screen.getByRole('button', { name: 'Masquer le mot de passe' }));
    expect(input.type).toBe('password');

    // The button is no submit button: Enter in the input submits the form once.
    await ui.user.type(input, '{Enter}');
    await vi.waitFor(() => expect(sent).toEqual([{ password: 'secret-solide' }]));
  });
});
