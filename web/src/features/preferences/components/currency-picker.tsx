import { currencies, currencyCodes } from '@stayvn/shared';
import { useLocation } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { startTransition } from 'react';
import { useIntl } from 'react-intl';
import { isPlainClick } from '@/components/ui/drop-down';
import { Picker, type PickerPlace } from '@/components/ui/picker';
import { currencyAtom } from '@/lib/preferences/atoms';
import { pickHref, pickKeys } from '../utils/pick-keys';

/**
 * The header's currency. Each choice is a link to this page with `?pickCurrency=…` (taken in
 * by the `$lang` route as the app starts); once the scripts are in, a click changes the
 * currency in place.
 */
export function CurrencyPicker({ place }: { place: PickerPlace }) {
  const intl = useIntl();
  const location = useLocation();
  const [currency, setCurrency] = useAtom(currencyAtom);
  const options = currencyCodes.map((code) => ({
    id: code,
    short: code,
    label: `${code} (${currencies[code].symbol})`,
    hint: intl.formatMessage({ id: `currency.${code}` }),
    href: pickHref(location, pickKeys.currency, code),
  }));
  return (
    <Picker
      label={intl.formatMessage({ id: 'header.currency.label' })}
      options={options}
      value={currency}
      place={place}
      testId="currency-picker"
      onChoose={(option, event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        // A transition keeps the current prices on screen while the new ones load.
        startTransition(() => setCurrency(option.id));
      }}
    />
  );
}
