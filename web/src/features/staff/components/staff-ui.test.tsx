// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { StaffSelect } from './staff-ui';

type Reason = 'owner' | 'maintenance';

function ReasonSelect({ hideLabel = false }: { hideLabel?: boolean }) {
  const [value, setValue] = useState<Reason>('owner');
  return (
    <>
      <StaffSelect<Reason>
        label="Reason"
        hideLabel={hideLabel}
        options={[
          { id: 'owner', label: 'Owner stay' },
          { id: 'maintenance', label: 'Maintenance' },
        ]}
        value={value}
        onChange={setValue}
        data-testid="staff-block-reason"
      />
      <output data-testid="chosen">{value}</output>
    </>
  );
}

describe('StaffSelect', () => {
  it('is a labelled native select that reports the chosen option', async () => {
    const { user } = await renderApp(<ReasonSelect />);
    const select = screen.getByRole('combobox', { name: 'Reason' });
    expect(select.tagName).toBe('SELECT');
    expect(screen.getByTestId('staff-block-reason').contains(select)).toBe(true);
    expect((select as HTMLSelectElement).value).toBe('owner');

    await user.selectOptions(select, 'Maintenance');
    expect(screen.getByTestId('chosen').textContent).toBe('maintenance');
    expect((select as HTMLSelectElement).value).toBe('maintenance');
  });

  it('keeps its label for screen readers when it is hidden', async () => {
    await renderApp(<ReasonSelect hideLabel />);
    const label = screen.getByText('Reason');
    expect(label.className).toMatch(/srOnly/);
    expect(screen.getByRole('combobox', { name: 'Reason' })).toBeTruthy();
  });
});
