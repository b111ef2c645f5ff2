import { currencies, currencyCodes } from '@stayvn/shared';
import { useAtom } from 'jotai';
import { startTransition } from 'react';
import { useIntl } from 'react-intl';
import { Select } from '@/components/ui/select';
import { currencyAtom } from '@/lib/preferences/atoms';

export function CurrencyPicker({ tone }: { tone?: 'light' | 'dark' }) {
  const intl = useIntl();
  const [currency, setCurrency] = useAtom(currencyAtom);
  const options = currencyCodes.map((code) => ({
    id: code,
    short: code,
    label: `${code} (${currencies[code].symbol})`,
    hint: intl.formatMessage({ id: `currency.${code}` }),
  }));
  return (
    <Select
      label={intl.formatMessage({ id: 'header.currency.label' })}
      options={options}
      value={currency}
      tone={tone}
      data-testid="currency-picker"
      // A transition keeps the current prices on screen while the new ones load.
      onChange={(next) => startTransition(() => setCurrency(next))}
    />
  );
}
