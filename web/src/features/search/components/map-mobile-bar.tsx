import type { Language } from '@stayvn/shared';
import { Link } from '@tanstack/react-router';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { ListIcon, MapIcon } from '@/components/ui/icons';
import { siteTo } from '@/components/ui/site-link';
import styles from './map-search.module.css';

export type MapView = 'map' | 'list';

/** On phones: the switch between map and list, and a note with the link to the preparation page. */
export function MapMobileBar({
  view,
  onViewChange,
  language,
}: {
  view: MapView;
  onViewChange: (view: MapView) => void;
  language: Language;
}) {
  const intl = useIntl();
  return (
    <div className={styles.mobileBar}>
      <RadioGroup
        value={view}
        onChange={(value) => onViewChange(value as MapView)}
        orientation="horizontal"
        className={styles.viewToggle}
        data-testid="map-view-toggle"
      >
        <Label className="visually-hidden">{intl.formatMessage({ id: 'listing.map.view' })}</Label>
        <Radio value="map" className={styles.viewOption}>
          <MapIcon size={16} />
          {intl.formatMessage({ id: 'listing.map.showMap' })}
        </Radio>
        <Radio value="list" className={styles.viewOption}>
          <ListIcon size={16} />
          {intl.formatMessage({ id: 'listing.map.showList' })}
        </Radio>
      </RadioGroup>
      <p className={styles.mobileNote}>
        {intl.formatMessage({ id: 'listing.map.mobileNote' })}{' '}
        <Link to={siteTo(language, 'preparation-page')} data-testid="preparation-link">
          {intl.formatMessage({ id: 'listing.map.preparation' })}
        </Link>
      </p>
    </div>
  );
}
