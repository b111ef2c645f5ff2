// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { ChoiceField } from './choice-field';

const choices = [
  { id: 'HN', label: 'Hà Nội' },
  { id: 'HCM', label: 'Hồ Chí Minh' },
] as const;

/** A ChoiceField with its own state, in a plain form, erring while nothing is chosen. */
function CityChoice() {
  const [value, setValue] = useState<'HN' | 'HCM' | ''>('');
  return (
    <form aria-label="owner">
      <ChoiceField
        label="Thành phố"
        name="cityId"
        choices={choices}
        value={value}
        onChange={setValue}
        error={value === '' ? 'Hãy chọn một thành phố.' : undefined}
        isRequired
        data-testid="owner-cityId"
      />
    </form>
  );
}

describe('ChoiceField', () => {
  it('is a labelled native select whose error is tied to it until a choice is made', async () => {
    const { user } = await renderApp(<CityChoice />, { language: 'vi' });
    const select = screen.getByRole('combobox', { name: 'Thành phố' });
    expect(select.tagName).toBe('SELECT');
    expect(screen.getByTestId('owner-cityId').contains(select)).toBe(true);
    // Nothing chosen: the translated placeholder shows, and the error describes the field.
    expect((select as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Chọn…');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('combobox', { description: 'Hãy chọn một thành phố.' })).toBe(select);

    await user.selectOptions(select, 'Hồ Chí Minh');
    expect(select.getAttribute('aria-invalid')).toBeNull();
    expect(select.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText('Hãy chọn một thành phố.')).toBeNull();
    // The placeholder is gone, and a plain submit sends the choice under the field's name.
    expect(screen.queryByRole('option', { name: 'Chọn…' })).toBeNull();
    const form = screen.getByRole('form', { name: 'owner' }) as HTMLFormElement;
    expect(new FormData(form).get('cityId')).toBe('HCM');
  });
});
