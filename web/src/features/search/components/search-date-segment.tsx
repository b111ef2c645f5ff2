import type { Language } from '@stayvn/shared';
import { useContext, type ComponentProps } from 'react';
import { DateFieldStateContext, DateSegment } from 'react-aria-components';
import styles from './search-form.module.css';

type Segment = ComponentProps<typeof DateSegment>['segment'];
type DateSegmentType = Segment['type'];
type SegmentLike = Pick<Segment, 'type' | 'text' | 'value' | 'isPlaceholder'>;

const shortMonths = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

/**
 * What a date segment of the search box shows, in the spec's search format (§9: en "MMM d, yyyy",
 * jp year-month-day, vi DD/MM/YYYY). The picker lays segments out as the locale's numeric date
 * (en 11/28/2026, ja 2026/11/28, vi 28/11/2026); the words and separators are ours. `previous`
 * is the type of the segment before a literal; `suffix` is shown after the segment.
 */
export function searchSegmentText(
  language: Language,
  segment: SegmentLike,
  previous: DateSegmentType | undefined,
): { text: string; suffix: string } {
  const plain = { text: segment.text, suffix: '' };
  if (language === 'en') {
    if (segment.type === 'month' && !segment.isPlaceholder && segment.value)
      return { text: shortMonths.format(Date.UTC(2000, segment.value - 1, 1)), suffix: '' };
    if (segment.type === 'literal') return { text: previous === 'day' ? ', ' : ' ', suffix: '' };
  }
  if (language === 'jp') {
    if (segment.type === 'literal') return { text: previous === 'year' ? '年' : '月', suffix: '' };
    if (segment.type === 'day') return { ...plain, suffix: '日' };
  }
  return plain;
}

/** One segment of an office date, written as `searchSegmentText` says. */
export function SearchDateSegment({ segment, language }: { segment: Segment; language: Language }) {
  const state = useContext(DateFieldStateContext);
  const segments = state?.segments ?? [];
  const previous = segments[segments.indexOf(segment) - 1]?.type;
  const { text, suffix } = searchSegmentText(language, segment, previous);
  return (
    <>
      <DateSegment segment={segment} className={styles.dateSegment}>
        {({ isPlaceholder, placeholder }) => (isPlaceholder ? placeholder : text)}
      </DateSegment>
      {suffix ? <span aria-hidden="true">{suffix}</span> : null}
    </>
  );
}
