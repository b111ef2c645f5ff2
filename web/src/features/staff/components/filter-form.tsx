import { useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { StaffSearch } from './staff-console';
import filterStyles from './filter-form.module.css';
import { styles } from './staff-ui';

export type FilterOption = { value: string; label: string };

/** A filter: a choice (its first option, empty, is "all"), a text or a day. */
export type FilterField = {
  name: string;
  label: string;
  type: 'select' | 'search' | 'text' | 'date';
  options?: FilterOption[];
  placeholder?: string;
  /** The field's error, already in the console's language. */
  error?: string | undefined;
};

/** The filled-in fields of a filter form, as search parameters (empty ones left out). */
export function searchOfForm(form: HTMLFormElement): Record<string, string> {
  const search: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim()) search[name] = value.trim();
  }
  return search;
}

/**
 * A page's filters as a plain GET form on the page's own URL: the URL's search parameters are
 * its state, so a filtered page survives a reload and can be shared. Once the app runs, a choice
 * applies at once and the form navigates in place rather than loading the page again.
 */
export function FilterForm({
  path,
  fields,
  search,
}: {
  /** The page's path after /staff/. */
  path: string;
  fields: FilterField[];
  search: StaffSearch;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate({ to: '/staff/$', params: { _splat: path }, search: searchOfForm(event.currentTarget) });
  };
  const values = fields.map((field) => search[field.name] ?? '');
  return (
    <form
      // A new URL (back, a link) shows its own values rather than what was typed before.
      key={values.join('\u0000')}
      method="get"
      action={`/staff/${path}`}
      role="search"
      className={filterStyles.form}
      onSubmit={apply}
      onChange={(event) => {
        const target = event.target as unknown as HTMLInputElement | HTMLSelectElement;
        if (target.type === 'select-one' || target.type === 'date') event.currentTarget.requestSubmit();
      }}
      data-testid="staff-filters"
    >
      {fields.map((field, index) => {
        const id = `staff-filter-${field.name}`;
        const common = {
          id,
          name: field.name,
          defaultValue: values[index],
          className: styles.input,
          'aria-invalid': field.error ? true : undefined,
          'aria-describedby': field.error ? `${id}-error` : undefined,
          'data-testid': id,
        };
        return (
          <div key={field.name} className={`${styles.field} ${filterStyles[field.type]}`}>
            <label htmlFor={id} className={styles.label}>
              {field.label}
            </label>
            {field.type === 'select' ? (
              <select {...common}>
                {field.options?.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input {...common} type={field.type} placeholder={field.placeholder} />
            )}
            {field.error ? (
              <span id={`${id}-error`} className={styles.fieldError} data-testid={`${id}-error`}>
                {field.error}
              </span>
            ) : null}
          </div>
        );
      })}
      <button
        type="submit"
        className={`${styles.button} ${filterStyles.apply}`}
        data-testid="staff-filters-apply"
      >
        {intl.formatMessage({ id: 'staff.filters.apply' })}
      </button>
    </form>
  );
}

/** The value of `name` in the URL when it is one of `allowed` (anything else: no filter). */
export function oneOf<K extends string>(
  search: StaffSearch,
  name: string,
  allowed: readonly K[],
): K | undefined {
  const value = search[name];
  return (allowed as readonly string[]).includes(value ?? '') ? (value as K) : undefined;
}
