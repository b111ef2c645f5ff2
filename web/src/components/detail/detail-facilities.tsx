import { useIntl } from 'react-intl';
import { FacilityList } from './facility-list';
import { groupFacilities, type DetailFacility } from './group-facilities';

/** The amenities tab of apartments and projects: the facilities grouped, in the page language. */
export function DetailFacilities({ facilities }: { facilities: readonly DetailFacility[] }) {
  const intl = useIntl();
  return (
    <FacilityList
      groups={groupFacilities(facilities, intl.locale, intl.formatMessage({ id: 'detail.amenities.other' }))}
      unavailableLabel={intl.formatMessage({ id: 'detail.amenities.unavailable' })}
      emptyLabel={intl.formatMessage({ id: 'detail.amenities.empty' })}
    />
  );
}
