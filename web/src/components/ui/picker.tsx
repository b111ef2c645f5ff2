import type { MouseEvent, ReactNode } from 'react';
import { useDropDown } from './drop-down';
import { CheckIcon, ChevronDownIcon } from './icons';
import styles from './picker.module.css';

export type PickerOption<K extends string> = {
  id: K;
  /** Shown in the list and read by screen readers. */
  label: string;
  /** Where choosing it leads: it works as a plain link before the page's scripts run. */
  href: string;
  /** Shorter text for the closed trigger (e.g. `USD`); defaults to the label. */
  short?: string;
  /** Even shorter trigger text for narrow screens (e.g. `EN`). */
  compact?: string;
  /** BCP 47 tag when the label is in another language than the page (language names). */
  lang?: string;
  hint?: string;
};

/** `topbar`: on the header's dark top bar; `drawer`: in the mobile menu's light drawer. */
export type PickerPlace = 'topbar' | 'drawer';

/**
 * A compact picker for the header (language, currency, city): an icon and the current value
 * on a `<summary>`, and the choices as links in its `<details>` (`drop-down.ts`). The label is
 * kept for assistive technology; the current choice is marked `aria-current`. `onChoose`, once
 * the scripts are in, may handle a plain click itself instead of following the link.
 */
export function Picker<K extends string>({
  label,
  options,
  value,
  icon,
  place,
  onChoose,
  testId,
}: {
  label: string;
  options: readonly PickerOption<K>[];
  value: K;
  icon?: ReactNode;
  place: PickerPlace;
  onChoose?: (option: PickerOption<K>, event: MouseEvent<HTMLAnchorElement>) => void;
  testId: string;
}) {
  const { detailsProps, close } = useDropDown(place);
  const current = options.find((option) => option.id === value);
  return (
    <details className={`${styles.picker} ${styles[place]}`} {...detailsProps}>
      <summary className={styles.trigger} data-testid={place === 'drawer' ? `drawer-${testId}` : testId}>
        {icon}
        <span className="visually-hidden">{label}: </span>
        <span className={styles.value} lang={current?.lang}>
          <SelectedText option={current} />
        </span>
        <ChevronDownIcon size={16} className={styles.chevron} />
      </summary>
      <ul className={styles.list} aria-label={label}>
        {options.map((option) => (
          <li key={option.id}>
            <a
              href={option.href}
              className={styles.item}
              lang={option.lang}
              aria-current={option.id === value ? 'true' : undefined}
              onClick={(event) => {
                onChoose?.(option, event);
                if (event.defaultPrevented) close();
              }}
            >
              <span className={styles.itemText}>
                <span>{option.label}</span>
                {option.hint ? <span className={styles.hint}>{option.hint}</span> : null}
              </span>
              {option.id === value ? <CheckIcon size={16} className={styles.check} /> : null}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The closed trigger's text: the short label, or on narrow screens the compact one. */
function SelectedText<K extends string>({ option }: { option: PickerOption<K> | undefined }) {
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
