import { Checkbox as AriaCheckbox } from 'react-aria-components';
import { CheckIcon } from './icons';
import styles from './checkbox.module.css';

export function Checkbox({
  children,
  isSelected,
  onChange,
  name,
}: {
  children: React.ReactNode;
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  name?: string;
}) {
  return (
    <AriaCheckbox className={styles.checkbox} isSelected={isSelected} onChange={onChange} name={name}>
      <span className={styles.box} aria-hidden="true">
        <CheckIcon size={14} strokeWidth={3} />
      </span>
      <span>{children}</span>
    </AriaCheckbox>
  );
}
