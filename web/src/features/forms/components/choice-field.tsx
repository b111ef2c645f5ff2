import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  type Key,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CheckIcon, ChevronDownIcon } from '@/components/ui/icons';
import fieldStyles from '@/components/ui/field.module.css';
import styles from './forms.module.css';

export type Choice<K extends string> = { id: K; label: string };

/** A labelled pick from a fixed list (react-aria's select), its error below it. */
export function ChoiceField<K extends string>({
  label,
  name,
  choices,
  value,
  onChange,
  error,
  isRequired = false,
  'data-testid': testId,
}: {
  label: string;
  name: string;
  choices: readonly Choice<K>[];
  value: K | '';
  onChange: (value: K) => void;
  error?: string;
  isRequired?: boolean;
  'data-testid'?: string;
}) {
  const intl = useIntl();
  return (
    <Select
      className={fieldStyles.field}
      name={name}
      value={value === '' ? null : value}
      onChange={(key: Key | null) => {
        const choice = choices.find((item) => item.id === key);
        if (choice) onChange(choice.id);
      }}
      placeholder={intl.formatMessage({ id: 'forms.choose' })}
      isRequired={isRequired}
      isInvalid={error !== undefined}
      validationBehavior="aria"
      data-testid={testId}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <Button className={`${fieldStyles.input} ${styles.selectTrigger}`}>
        <SelectValue className={styles.selectValue} />
        <ChevronDownIcon size={16} className={styles.selectChevron} />
      </Button>
      <FieldError className={fieldStyles.error}>{error}</FieldError>
      <Popover className={styles.popover} placement="bottom start" offset={4}>
        <ListBox className={styles.optionList} items={choices}>
          {(choice) => (
            <ListBoxItem id={choice.id} textValue={choice.label} className={styles.option}>
              {({ isSelected }) => (
                <>
                  <span>{choice.label}</span>
                  {isSelected ? <CheckIcon size={16} className={styles.optionCheck} /> : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
