import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
} from 'react-aria-components';
import { CheckIcon } from './icons';
import { Chevron, SelectedText, triggerClassName, type SelectProps } from './select-value';
import { takesFocus, useOpenOnArrival, type Wanted } from './on-demand';
import styles from './select.module.css';

/**
 * The working select (loaded on demand by `select.tsx`): keyboard, typeahead and focus
 * handling come from react-aria. It opens, or takes the focus, when the plain trigger it
 * replaces was pressed or focused.
 */
export function SelectListBox<K extends string>({
  label,
  options,
  value,
  onChange,
  icon,
  tone,
  wanted,
  ...rest
}: SelectProps<K> & { wanted: Wanted }) {
  const current = options.find((option) => option.id === value);
  const [isOpen, setOpen] = useOpenOnArrival(wanted);
  return (
    <AriaSelect
      className={styles.select}
      value={value}
      isOpen={isOpen}
      onOpenChange={setOpen}
      onChange={(key: Key | null) => {
        const next = options.find((option) => option.id === key);
        if (next && next.id !== value) onChange(next.id);
      }}
      data-testid={rest['data-testid']}
    >
      <Label className="visually-hidden">{label}</Label>
      <Button className={triggerClassName(tone)} autoFocus={takesFocus(wanted)}>
        {icon}
        <SelectValue className={styles.value} lang={current?.lang}>
          <SelectedText option={current} />
        </SelectValue>
        <Chevron />
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
