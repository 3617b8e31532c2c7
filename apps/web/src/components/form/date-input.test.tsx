import { DATE_INCOMPLETE } from '@passerelle/shared/dates';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { DateInput, plainValue } from './date-input';

// The picker's code arrives when the test says (`gate.release()`), as on a slow network.
const gate = vi.hoisted(() => ({ release: (): void => undefined }));
vi.mock('./date-picker-loader', async (original) => {
  const actual = await original<typeof import('./date-picker-loader')>();
  let waiting: Promise<unknown> | undefined;
  return {
    ...actual,
    loadDatePicker: () => {
      waiting ??= new Promise((resolve) => {
        gate.release = () => resolve(actual.loadDatePicker());
      });
      return waiting;
    },
  };
});

describe('plainValue: what the form holds for a date typed before the picker is there', () => {
  it('reads dd/MM/yyyy with or without separators, and d/M/yyyy', () => {
    expect(plainValue('15/01/2027')).toBe('2027-01-15');
    expect(plainValue('15012027')).toBe('2027-01-15');
    expect(plainValue(' 1/2/2027 ')).toBe('2027-02-01');
    expect(plainValue('01.02.2027')).toBe('2027-02-01');
  });

  it('is empty for nothing, incomplete for half a date, invalid for a date that does not exist', () => {
    expect(plainValue('')).toBe('');
    expect(plainValue('12/03')).toBe(DATE_INCOMPLETE);
    expect(plainValue('31/02/2027')).toBe('invalide');
  });
});

function Field({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('2026-12-01');
  return (
    <DateInput
      label="Disponible le"
      field={{
        name: 'dispo',
        value,
        onChange: (next) => {
          setValue(next);
          onValue(next);
        },
        onBlur: () => undefined,
        ref: () => undefined,
      }}
    />
  );
}

describe('DateInput before its picker', { timeout: 15_000 }, () => {
  it('selects its content on focus: typing into a filled date replaces it (DECISIONS §6.9)', async () => {
    const values: string[] = [];
    const ui = renderScreen(<Field onValue={(v) => values.push(v)} />);
    const input = screen.getByRole('textbox', { name: 'Disponible le' }) as HTMLInputElement;
    await ui.user.click(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, input.value.length]);
    await ui.user.keyboard('04012027');
    expect(input.value).toBe('04012027');
    expect(values.at(-1)).toBe('2027-01-04');
  });

  it('paints the date in a plain input with its label, and a date typed there reaches the form', async () => {
    const values: string[] = [];
    const ui = renderScreen(<Field onValue={(v) => values.push(v)} />);
    const input = screen.getByRole('textbox', { name: 'Disponible le' }) as HTMLInputElement;
    expect(input.value).toBe('01/12/2026');
    await ui.user.tripleClick(input);
    await ui.user.keyboard('15/01/2027');
    // Typed in the plain input, the picker's code still on its way: the form has the date.
    expect(input.value).toBe('15/01/2027');
    expect(values.at(-1)).toBe('2027-01-15');
    await ui.user.keyboard('{Backspace}');
    expect(values.at(-1)).toBe('incomplete');
    await ui.user.keyboard('7');
    // The picker arrives while the user types: the plain input stays until the blur…
    gate.release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('textbox', { name: 'Disponible le' })).toBe(input);
    await ui.user.tab();
    // … then the picker (asked for at the focus) takes the field, with the date typed.
    await waitFor(() => expect(screen.getByRole('group', { name: 'Disponible le' }).textContent).toContain('15/01/2027'));
    expect(values.at(-1)).toBe('2027-01-15');
  });
});
