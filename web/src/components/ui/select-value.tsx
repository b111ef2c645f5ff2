import type { ReactNode } from 'react';
import { ChevronDownIcon } from './icons';
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

export type SelectProps<K extends string> = {
  label: string;
  options: readonly SelectOption<K>[];
  value: K;
  onChange: (value: K) => void;
  icon?: ReactNode;
  /** `dark` for the header's dark top bar. */
  tone?: 'light' | 'dark';
  'data-testid'?: string;
};

export const triggerClassName = (tone: 'light' | 'dark' = 'light') =>
  `${styles.trigger} ${tone === 'dark' ? styles.dark : ''}`;

/** The closed trigger's text: the short label, or on narrow screens the compact one. */
export function SelectedText<K extends string>({ option }: { option: SelectOption<K> | undefined }) {
  if (!option?.compact) return <>{option?.short ?? option?.label}</>;
  return (
    <>
      <span className={styles.wide}>{option.short ?? option.label}</span>
      <span className={styles.compact} aria-hidden="true">
        {option.compact}
      </span>
    </>
  );
}

export function Chevron() {
  return <ChevronDownIcon size={16} className={styles.chevron} />;
}
