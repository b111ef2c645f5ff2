import { useId } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { searchErrorId } from '../messages';
import { activeFilterCount, type FilterField } from '../utils/search-form-rules';
import { PlainFormFields } from './plain-form-fields';
import { SearchFilters } from './search-filters';
import { SearchFormFooter } from './search-form-footer';
import type { SearchFormProps } from './search-form-props';
import { SearchMainRow } from './search-main-row';
import { SearchTabs } from './search-tabs';
import { useLiveCount } from './use-live-count';
import { useSearchChoices } from './use-search-choices';
import { useFilterFromServerHtml, useSearchFilter } from './use-search-filter';
import { useSearchSubmit } from './use-search-submit';
import styles from './search-form.module.css';

/**
 * The residence and office search (spec §2.5). Choices come from the CMS, the live count from
 * the booking service one second after the last change; the filter is kept in session storage
 * and submitted to the results page with the spec's listing query and a flipped searchGlobal.
 */
export function SearchForm(props: SearchFormProps) {
  const { variant } = props;
  const intl = useIntl();
  const state = useSearchFilter(props);
  const { filter, lang, errors } = state;
  const formId = useId();
  const choices = useSearchChoices(lang, filter, state.currency);
  const count = useLiveCount(filter, state.schema, state.context);
  const formRef = useFilterFromServerHtml(state);
  const onSubmit = useSearchSubmit(state, props.onSubmitted);

  const errorText = (field: FilterField) => {
    const code = errors[field] ?? (field === 'dates' ? count.liveErrors.dates : undefined);
    return code ? intl.formatMessage({ id: searchErrorId(code) }) : undefined;
  };

  return (
    <I18nProvider locale={intl.locale}>
      <form
        ref={formRef}
        className={`${styles.form} ${styles[variant]}`}
        // A real GET form: before the scripts run (a prerendered page) it searches as plain HTML.
        method="get"
        action={`/${lang}/search-result`}
        onSubmit={onSubmit}
        // The checks' schema loads as the visitor comes to the form, before a change or Search.
        onFocus={state.preloadSchema}
        role="search"
        aria-labelledby={`${formId}-title`}
        data-testid="search-form"
        noValidate
      >
        <h2 id={`${formId}-title`} className="visually-hidden">
          {intl.formatMessage({ id: 'search.title' })}
        </h2>
        <PlainFormFields filter={filter} />
        <SearchTabs value={filter.type} onChange={state.onTab} />
        <div className={styles.panel}>
          <SearchMainRow
            filter={filter}
            update={state.update}
            onKeywordFocus={() => state.setExpanded(true)}
            keywordInvalid={errors.keyword !== undefined}
            keywordError={errorText('keyword')}
            cities={choices.cities}
          />
          {state.expanded ? (
            <div className={styles.filters} data-testid="search-filters">
              <SearchFilters
                filter={filter}
                update={state.update}
                errorText={errorText}
                options={choices.options}
                districts={choices.districts}
                bounds={choices.bounds}
                currency={state.currency}
                showMore={state.showMore}
                today={state.today}
                language={lang}
                datesCleared={state.datesCleared}
              />
            </div>
          ) : null}
          <SearchFormFooter
            count={count}
            showMore={state.showMore}
            onToggleMore={() => {
              state.setExpanded(true);
              state.setShowMore((value) => !value);
            }}
            activeFilters={activeFilterCount(filter)}
            onReset={state.onReset}
          />
        </div>
      </form>
    </I18nProvider>
  );
}
