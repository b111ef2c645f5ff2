import type { CurrencyCode, Language } from '@stayvn/shared';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Breadcrumb, detailCrumbs } from '@/components/detail/breadcrumb';
import { DetailBoundary } from '@/components/detail/detail-boundary';
import { DetailBody, DetailHeader } from '@/components/detail/detail-layout';
import { DetailTabs } from '@/components/detail/detail-tabs';
import { TabSkeleton } from '@/components/detail/tab-skeleton';
import { useDetailLabels } from '@/components/detail/use-detail-labels';
import { responsiveImage } from '@/lib/cms-media';
import { projectDetailQueryOptions } from '../api/get-projects';
import { projectTabs, type ProjectTab } from '../utils/project-route';
import { ProjectSummaryCard } from './project-summary-card';
import { ProjectTabPanel } from './project-tab-panel';
import styles from './project-detail.module.css';

const tabMessage = {
  overview: 'project.tab.overview',
  'apartment-room-types': 'project.tab.roomTypes',
  location: 'project.tab.location',
  gallery: 'project.tab.gallery',
  facilities: 'project.tab.facilities',
  'offer-sub': 'project.tab.services',
} as const;

type LinkRender = (
  tab: ProjectTab,
  props: { className: string; 'aria-current': 'page' | undefined; children: ReactNode },
) => ReactNode;

export type ProjectDetailPageProps = {
  language: Language;
  currency: CurrencyCode;
  id: string;
  tab: ProjectTab;
  homeCrumb: ReactNode;
  /** The featured-projects crumb, null when the visitor came from home (?home=true). */
  sectionCrumb: ReactNode | null;
  renderTabLink: LinkRender;
  preparationLink: ReactNode;
};

/** A featured project's page with its six tabs (spec §2.2), shown while loading and on failure. */
export function ProjectDetailPage(props: ProjectDetailPageProps) {
  const intl = useIntl();
  return (
    <DetailBoundary
      language={props.language}
      pending={
        <div className={`container ${styles.pending}`}>
          <TabSkeleton label={intl.formatMessage({ id: 'project.loading' })} />
        </div>
      }
      errorTitleId="project.error"
    >
      <ProjectDetailContent {...props} />
    </DetailBoundary>
  );
}

function ProjectDetailContent({
  language,
  currency,
  id,
  tab,
  homeCrumb,
  sectionCrumb,
  renderTabLink,
  preparationLink,
}: ProjectDetailPageProps) {
  const intl = useIntl();
  const labels = useDetailLabels();
  const { data: project } = useSuspenseQuery(projectDetailQueryOptions(id, language));
  const images = useMemo(
    () => project.gallery.map((image) => responsiveImage(image, project.name)),
    [project.gallery, project.name],
  );
  const tabLabel = intl.formatMessage({ id: tabMessage[tab] });

  return (
    <article className={styles.detail} aria-labelledby="detail-title" data-testid="project-detail">
      <DetailHeader
        breadcrumb={
          <Breadcrumb
            label={intl.formatMessage({ id: 'detail.breadcrumb' })}
            items={detailCrumbs({
              home: homeCrumb,
              section: sectionCrumb,
              item: renderTabLink('overview', {
                className: '',
                'aria-current': undefined,
                children: project.name,
              }),
              tab: tabLabel,
            })}
          />
        }
        title={project.name}
        address={project.address}
      />
      <DetailTabs
        label={intl.formatMessage({ id: 'project.tabs' })}
        current={tab}
        title={project.name}
        items={projectTabs.map((key) => ({
          key,
          label: intl.formatMessage({ id: tabMessage[key] }),
          render: (linkProps) => renderTabLink(key, linkProps),
        }))}
      />
      <DetailBody
        tabKey={tab}
        tabLabel={tabLabel}
        aside={
          <ProjectSummaryCard
            project={project}
            roomTypesLink={
              tab !== 'apartment-room-types'
                ? renderTabLink('apartment-room-types', {
                    className: styles.roomTypesLink!,
                    'aria-current': undefined,
                    children: intl.formatMessage({ id: 'project.tab.roomTypes' }),
                  })
                : null
            }
          />
        }
      >
        <ProjectTabPanel
          project={project}
          tab={tab}
          images={images}
          labels={labels}
          language={language}
          currency={currency}
          preparationLink={preparationLink}
        />
      </DetailBody>
    </article>
  );
}
