import { cities, type CityId } from '@stayvn/shared';
import { useLocation } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { CityIcon } from '@/components/ui/nav-icons';
import { Picker, type PickerPlace } from '@/components/ui/picker';
import { cityIdAtom } from '@/lib/preferences/atoms';
import { hidesCityPicker } from '../utils/city-choice';
import { pickHref, pickKeys } from '../utils/pick-keys';

/**
 * The header's city. Each choice is a link to this page with `?pickCity=…`: loading it is the
 * reload the spec asks for, and the `$lang` route stores the city (DEFAULT_CITY,
 * LOCATION_CITY) before anything renders. Hidden on payment-summary pages.
 */
export function CityPicker({ place }: { place: PickerPlace }) {
  const intl = useIntl();
  const location = useLocation();
  const cityId = useAtomValue(cityIdAtom);
  if (hidesCityPicker(location.pathname)) return null;
  const options = cities.map((city) => ({
    id: String(city.id) as `${CityId}`,
    label: intl.formatMessage({ id: `city.${city.code}` }),
    compact: city.code,
    href: pickHref(location, pickKeys.city, String(city.id)),
  }));
  return (
    <Picker
      label={intl.formatMessage({ id: 'header.city.label' })}
      options={options}
      value={String(cityId) as `${CityId}`}
      icon={<CityIcon size={16} />}
      place={place}
      testId="city-picker"
    />
  );
}
