import { homeCounts, type Language } from '@stayvn/shared';
import { useIntl } from 'react-intl';
import { CmsImage } from '@/components/ui/cms-image';
import { useEssentials } from '../api/get-home-content';
import { HomeSection, SkeletonGrid } from './home-section';
import styles from './home-sections.module.css';

function EssentialList({ language }: { language: Language }) {
  const { data } = useEssentials(language);
  return (
    <ul className={styles.essentials}>
      {data.slice(0, homeCounts.essentials).map((item) => (
        <li key={item.id} className={styles.essential} data-testid="essential">
          {item.image ? (
            <CmsImage image={item.image} sizes="72px" className={styles.essentialImage} alt="" />
          ) : (
            <span className={styles.essentialImage} aria-hidden="true" />
          )}
          <div>
            <h3 className={styles.essentialTitle}>{item.title}</h3>
            {item.content ? <p className={styles.essentialText}>{item.content}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Six reasons to stay with us (spec §2.4: essentials block). */
export function Essentials({ language }: { language: Language }) {
  const intl = useIntl();
  return (
    <HomeSection
      id="essentials"
      eyebrow={intl.formatMessage({ id: 'home.essentials.eyebrow' })}
      title={intl.formatMessage({ id: 'home.essentials.title' })}
      pending={<SkeletonGrid count={homeCounts.essentials} variant="essential" />}
      errorTitleId="home.essentials.error"
      testId="home-essentials"
    >
      <EssentialList language={language} />
    </HomeSection>
  );
}
