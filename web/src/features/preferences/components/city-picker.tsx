import { cities, type CityId } from '@stayvn/shared';
import { useLocation } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Select } from '@/components/ui/select';
import { CityIcon } from '@/components/ui/nav-icons';
import { cityIdAtom, storageKeys } from '@/lib/preferences/atoms';
import { hidesCityPicker, storeCityChoice } from '../utils/city-choice';

/**
 * The header's city: choosing one stores it (DEFAULT_CITY, LOCATION_CITY) and reloads the
 * page, as the spec asks. Hidden on payment-summary pages.
 */
export function CityPicker({ tone }: { tone?: 'light' | 'dark' }) {
  const intl = useIntl();
  const pathname = useLocation({ select: (location) => location.pathname });
  const cityId = useAtomValue(cityIdAtom);
  if (hidesCityPicker(pathname)) return null;
  const options = cities.map((city) => ({
    id: String(city.id) as `${CityId}`,
    label: intl.formatMessage({ id: `city.${city.code}` }),
    compact: city.code,
  }));
  return (
    <Select
      label={intl.formatMessage({ id: 'header.city.label' })}
      options={options}
      value={String(cityId) as `${CityId}`}
      icon={<CityIcon size={16} />}
      tone={tone}
      data-testid="city-picker"
      onChange={(next) => {
        try {
          storeCityChoice(window.localStorage, Number(next) as CityId, storageKeys.defaultCity);
        } catch {
          // Blocked storage: the reload below simply keeps the current city.
        }
        window.location.reload();
      }}
    />
  );
}
