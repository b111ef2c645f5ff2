import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import styles from './button.module.css';

type Variant = 'primary' | 'secondary' | 'link';
type ButtonProps = Omit<AriaButtonProps, 'className'> & { variant?: Variant; block?: boolean };

export function Button({ variant = 'primary', block = false, ...props }: ButtonProps) {
  return <AriaButton {...props} className={buttonClassName(variant, block)} />;
}

/** The same look for links (router links pass this class name). */
export const buttonClassName = (variant: Variant = 'primary', block = false) =>
  `${styles.button} ${styles[variant]}${block ? ` ${styles.block}` : ''}`;
