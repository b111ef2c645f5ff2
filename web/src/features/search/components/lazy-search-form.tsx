import {
  Suspense,
  lazy,
  memo,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { withAllMessages } from '@/i18n';
import { prerenderedElement } from '@/lib/hydration';
import { createIntentGate, type IntentGate } from '@/lib/intent-gate';
import { hasKeptFilter } from '../utils/search-filter';
import type { SearchFormProps } from './search-form';
import styles from './lazy-search-form.module.css';

const loadSearchForm = withAllMessages(() =>
  import('./search-form').then((module) => ({ default: module.SearchForm })),
);
const SearchForm = lazy(loadSearchForm);

/** Calls `onArrived` once its children are on the page (rendered, or hydrated). */
function Arrived({ onArrived, children }: { onArrived?: () => void; children: ReactNode }) {
  useLayoutEffect(() => onArrived?.(), [onArrived]);
  return children;
}

/**
 * The search form as a chunk of its own (react-aria's date and range pickers are most of its
 * weight), in a slot that keeps the form's height so nothing moves when it arrives.
 *
 * Rendered in the browser (the floating search, a page the browser renders alone), the form
 * loads at once. In a prerendered page (home, the results) the form is already in the HTML:
 * the browser takes it over only when the visitor is about to use it (`lib/intent-gate.ts`),
 * not while the page loads, and a press on it meanwhile is kept for the form.
 */
export const LazySearchForm = memo(function LazySearchForm(props: SearchFormProps) {
  const intl = useIntl();
  const slot = useRef<HTMLDivElement>(null);
  const slotId = useId();
  // Decided once, at the first render: whether there is server HTML to keep.
  const [island] = useState<{ gate: IntentGate; Form: typeof SearchForm } | undefined>(() => {
    if (!prerenderedElement(slotId)) return undefined;
    const gate = createIntentGate();
    // A visitor back with a search of this visit sees it in the form (the HTML has none): taken
    // over at once, the form shows it now rather than changing under the visitor's hand.
    if (hasKeptFilter(props)) gate.open();
    return { gate, Form: lazy(() => gate.opened.then(loadSearchForm)) };
  });
  useEffect(() => (island && slot.current ? island.gate.watch(slot.current) : undefined), [island]);
  const Form = island?.Form ?? SearchForm;

  return (
    <div ref={slot} id={slotId} className={`${styles.slot} ${styles[props.variant]}`}>
      <Suspense
        fallback={
          <div
            className={styles.placeholder}
            role="status"
            aria-label={intl.formatMessage({ id: 'app.loading' })}
            data-testid="search-form-loading"
          />
        }
      >
        <Arrived onArrived={island?.gate.hydrated}>
          <Form {...props} />
        </Arrived>
      </Suspense>
    </div>
  );
}, sameForm);

/**
 * A form waiting for the visitor keeps its server HTML only while nothing re-renders it (React
 * renders such a part afresh on an update): a results page rebuilds its filter object on every
 * render, so the filter is compared by value.
 */
function sameForm(before: SearchFormProps, after: SearchFormProps): boolean {
  return (
    before.variant === after.variant &&
    before.defaultTab === after.defaultTab &&
    before.onSubmitted === after.onSubmitted &&
    JSON.stringify(before.initialFilter) === JSON.stringify(after.initialFilter)
  );
}
