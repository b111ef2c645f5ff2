import { useId } from 'react';
import { onDemand, useOnDemand } from './on-demand';
import { Chevron, SelectedText, triggerClassName, type SelectProps } from './select-value';
import styles from './select.module.css';

export type { SelectOption } from './select-value';

const listBox = onDemand(() => import('./select-listbox'));

/**
 * A compact select for the header: visually just an icon and the current value, with the
 * label kept for assistive technology. The page first shows a plain button of the same look;
 * react-aria's select (`select-listbox.tsx`) is loaded when a pointer, a finger or the focus
 * reaches it, and opens at once if the button was pressed meanwhile.
 */
export function Select<K extends string>(props: SelectProps<K>) {
  const { loaded, wanted, triggerProps } = useOnDemand(listBox);
  const labelId = useId();
  const valueId = useId();
  if (loaded) return <loaded.SelectListBox {...props} wanted={wanted} />;

  const { label, options, value, icon, tone } = props;
  const current = options.find((option) => option.id === value);
  return (
    <div className={styles.select} data-testid={props['data-testid']}>
      <span id={labelId} className="visually-hidden">
        {label}
      </span>
      <button
        type="button"
        className={triggerClassName(tone)}
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-labelledby={`${labelId} ${valueId}`}
        {...triggerProps}
      >
        {icon}
        <span id={valueId} className={styles.value} lang={current?.lang}>
          <SelectedText option={current} />
        </span>
        <Chevron />
      </button>
    </div>
  );
}
