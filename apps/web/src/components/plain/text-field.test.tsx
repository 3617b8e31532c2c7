import { screen } from '@testing-library/react';
import { type Resolver, type ResolverResult, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { FormTextField, TextField } from './text-field';

type Values = { email: string };

const required: Resolver<Values> = async (values): Promise<ResolverResult<Values>> => {
  if (values.email) return { values, errors: {} };
  return { values: {}, errors: { email: { type: 'required', message: 'Vous devez saisir votre e-mail !' } } };
};

/** A form of one required field, as the sign-in screens bind theirs. */
function OneField({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const form = useForm<Values>({ resolver: required, defaultValues: { email: '' } });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <FormTextField control={form.control} name="email" label="E-mail" type="email" helperText="Celui de votre compte" />
      <button type="submit">Envoyer</button>
    </form>
  );
}

describe('plain TextField (issue 20)', () => {
  it('is named by its label and described by its hint', () => {
    renderScreen(<TextField label="E-mail" helperText="Celui de votre compte" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('Celui de votre compte').id);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an error replaces the hint, is announced, tied to the input and marks it invalid', () => {
    renderScreen(<TextField label="E-mail" helperText="Celui de votre compte" error="E-mail non valide !" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('E-mail non valide !');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.queryByText('Celui de votre compte')).toBeNull();
  });

  it("bound to react-hook-form: the form's error focuses the field; Enter submits what was typed", async () => {
    const sent: Values[] = [];
    const ui = renderScreen(<OneField onSubmit={(values) => sent.push(values)} />);
    await ui.user.click(screen.getByRole('button', { name: 'Envoyer' }));
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect((await screen.findByRole('alert')).textContent).toBe('Vous devez saisir votre e-mail !');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);

    await ui.user.type(input, 'lea@exemple.fr{Enter}');
    await vi.waitFor(() => expect(sent).toEqual([{ email: 'lea@exemple.fr' }]));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
