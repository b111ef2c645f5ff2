import {
  Button,
  Dialog,
  DialogTrigger,
  ListBox,
  ListBoxItem,
  Popover,
  type Selection,
} from 'react-aria-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CheckIcon, ChevronDownIcon } from '@/components/ui/icons';
import type { SearchOption } from '../api/get-search-options';
import { toggleSelection } from '../utils/search-form-rules';
import styles from './search-form.module.css';

type MultiSelectFilterProps = {
  label: string;
  options: readonly SearchOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  max: number;
  /** Shown when nothing is chosen, e.g. "Any district". */
  placeholder: string;
  'data-testid'?: string;
};

/**
 * A dropdown of checkable choices. The popover is modal: a click outside closes it, so only
 * one dropdown is ever open. Once `max` choices are made the others are disabled and a note
 * says why (spec §5: the limit is checked before a new choice is added).
 */
export function MultiSelectFilter({
  label,
  options,
  value,
  onChange,
  max,
  placeholder,
  'data-testid': testId,
}: MultiSelectFilterProps) {
  const intl = useIntl();
  const [refused, setRefused] = useState(false);
  const full = value.length >= max;
  const names = options.filter((option) => value.includes(option.key)).map((option) => option.name);
  // While the choices load, a restored filter still shows how many are chosen.
  const summary =
    value.length === 0
      ? placeholder
      : names.length === 1 && value.length === 1
        ? names[0]
        : intl.formatMessage({ id: 'search.selectedCount' }, { count: value.length });

  const onSelectionChange = (selection: Selection) => {
    if (selection === 'all') return;
    const next = [...selection].map(String);
    const added = next.find((key) => !value.includes(key));
    const removed = value.find((key) => !next.includes(key));
    const changed = added ?? removed;
    if (!changed) return;
    const result = toggleSelection(value, changed, max);
    setRefused(result.refused);
    onChange(result.list);
  };

  return (
    <DialogTrigger onOpenChange={() => setRefused(false)}>
      <Button
        className={styles.dropdownTrigger}
        data-testid={testId}
        data-active={value.length > 0 || undefined}
      >
        <span className={styles.triggerText}>
          <span className={styles.triggerLabel}>{label}</span>
          <span className={styles.triggerValue}>{summary}</span>
        </span>
        <ChevronDownIcon size={16} className={styles.triggerChevron} />
      </Button>
      <Popover className={styles.popover} placement="bottom start" offset={6}>
        <Dialog className={styles.popoverDialog} aria-label={label}>
          <ListBox
            aria-label={label}
            selectionMode="multiple"
            // Escape closes the dropdown; by default a list box would clear the choices instead.
            escapeKeyBehavior="none"
            selectedKeys={new Set(value)}
            disabledKeys={full ? options.filter((o) => !value.includes(o.key)).map((o) => o.key) : []}
            onSelectionChange={onSelectionChange}
            items={options.map((option) => ({ id: option.key, ...option }))}
            className={styles.optionList}
            data-testid={testId ? `${testId}-options` : undefined}
            renderEmptyState={() => (
              <p className={styles.optionEmpty}>{intl.formatMessage({ id: 'search.noChoices' })}</p>
            )}
          >
            {(option) => (
              <ListBoxItem id={option.key} textValue={option.name} className={styles.option}>
                {({ isSelected }) => (
                  <>
                    <span
                      className={styles.optionBox}
                      data-checked={isSelected || undefined}
                      aria-hidden="true"
                    >
                      {isSelected ? <CheckIcon size={13} strokeWidth={3} /> : null}
                    </span>
                    <span>{option.name}</span>
                  </>
                )}
              </ListBoxItem>
            )}
          </ListBox>
          {full || refused ? (
            <p className={styles.optionNote} role="status" data-testid="search-limit-note">
              {intl.formatMessage({ id: 'search.maxSelections' }, { max })}
            </p>
          ) : null}
          {value.length > 0 ? (
            <Button className={styles.clearChoices} onPress={() => onChange([])}>
              {intl.formatMessage({ id: 'search.clearChoices' })}
            </Button>
          ) : null}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
