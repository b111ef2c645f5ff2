import type { Language } from '@stayvn/shared';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { RichText } from '@/components/rich-text/rich-text';
import { Accordion } from '@/components/ui/accordion';
import { faqsQueryOptions, type FaqCategoryKey } from '../api/get-faqs';
import styles from './faqs.module.css';

/**
 * A category's questions as an accordion (one answer open at a time, spec §4); the first
 * answer starts open so the page never looks empty. `limit` shows the first few (a preview).
 */
export function FaqList({
  language,
  category,
  limit,
  openFirst = true,
}: {
  language: Language;
  category: FaqCategoryKey;
  limit?: number;
  openFirst?: boolean;
}) {
  const intl = useIntl();
  const { data } = useSuspenseQuery(faqsQueryOptions(language, category));
  const faqs = limit ? data.slice(0, limit) : data;
  if (faqs.length === 0) {
    return (
      <p className={styles.empty} data-testid="faq-empty">
        {intl.formatMessage({ id: 'faq.empty' })}
      </p>
    );
  }
  return (
    <Accordion
      testId="faq-accordion"
      defaultExpandedId={openFirst ? faqs[0]?.id : undefined}
      headingLevel={3}
      items={faqs.map((faq) => ({
        id: faq.id,
        title: faq.question,
        content: <RichText markdown={faq.answer} />,
      }))}
    />
  );
}
