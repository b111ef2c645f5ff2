import type { Key } from 'react-aria-components';
import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import { CheckIcon, ChevronDownIcon } from './icons';
import styles from './select.module.css';

export type SelectOption<K extends string> = {
  id: K;
  /** Shown in the list and read by screen readers. */
  label: string;
  /** Shorter text for the closed trigger (e.g. `USD`); defaults to the label. */
  short?: string;
  /** Even shorter trigger text for narrow screens (e.g. `EN`). */
  compact?: string;
  /** BCP 47 tag when the label is in another language than the page (language names). */
  lang?: string;
  hint?: string;
};

type SelectProps<K extends string> = {
  label: string;
  options: readonly SelectOption<K>[];
  value: K;
  onChange: (value: K) => void;
  icon?: ReactNode;
  /** `dark` for the header's dark top bar. */
  tone?: 'light' | 'dark';
  'data-testid'?: string;
};

/**
 * A compact select for the header: visually just an icon and the current value, with the
 * label kept for assistive technology. Keyboard, typeahead and focus handling come from
 * react-aria.
 */
export function Select<K extends string>({
  label,
  options,
  value,
  onChange,
  icon,
  tone = 'light',
  ...rest
}: SelectProps<K>) {
  const current = options.find((option) => option.id === value);
  return (
    <AriaSelect
      className={styles.select}
      value={value}
      onChange={(key: Key | null) => {
        const next = options.find((option) => option.id === key);
        if (next && next.id !== value) onChange(next.id);
      }}
      data-testid={rest['data-testid']}
    >
      <Label className="visually-hidden">{label}</Label>
      <Button className={`${styles.trigger} ${tone === 'dark' ? styles.dark : ''}`}>
        {icon}
        <SelectValue className={styles.value} lang={current?.lang}>
          {current?.compact ? (
            <>
              <span className={styles.wide}>{current.short ?? current.label}</span>
              <span className={styles.compact} aria-hidden="true">
                {current.compact}
              </span>
            </>
          ) : (
            (current?.short ?? current?.label)
          )}
        </SelectValue>
        <ChevronDownIcon size={16} className={styles.chevron} />
      </Button>
      <Popover className={styles.popover} placement="bottom end" offset={6}>
        <ListBox className={styles.list} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={styles.item} lang={option.lang}>
              {({ isSelected }) => (
                <>
                  <span className={styles.itemText}>
                    <span>{option.label}</span>
                    {option.hint ? <span className={styles.hint}>{option.hint}</span> : null}
                  </span>
                  {isSelected ? <CheckIcon size={16} className={styles.check} /> : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
