import type { PropertyKind } from '@stayvn/shared';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Breadcrumb, detailCrumbs } from '@/components/detail/breadcrumb';
import { DetailHeader } from '@/components/detail/detail-layout';
import type { PropertyDetail } from '../api/get-property-detail';
import { LikeButton, type LikeRule } from './like-button';

/** The trail to the property's open tab, its name and address, and its heart. */
export function PropertyDetailHeader({
  property,
  name,
  homeCrumb,
  sectionCrumb,
  overviewLink,
  tabLabel,
  like,
}: {
  property: PropertyDetail;
  name: string;
  homeCrumb: ReactNode;
  sectionCrumb: ReactNode | null;
  /** The property's name as a link to its overview. */
  overviewLink: ReactNode;
  tabLabel: string;
  like: LikeRule;
}) {
  const intl = useIntl();
  return (
    <DetailHeader
      breadcrumb={
        <Breadcrumb
          label={intl.formatMessage({ id: 'detail.breadcrumb' })}
          items={detailCrumbs({ home: homeCrumb, section: sectionCrumb, item: overviewLink, tab: tabLabel })}
        />
      }
      title={name}
      address={property.address}
      actions={
        <LikeButton id={property.documentId} kind={property.kind as PropertyKind} name={name} rule={like} />
      }
    />
  );
}
