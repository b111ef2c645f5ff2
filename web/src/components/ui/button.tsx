import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import styles from './button.module.css';

type ButtonProps = Omit<AriaButtonProps, 'className'> & { variant?: 'primary' | 'secondary' };

export function Button({ variant = 'primary', ...props }: ButtonProps) {
  return <AriaButton {...props} className={`${styles.button} ${styles[variant]}`} />;
}

/** The same look for links (router links pass this class name). */
export const buttonClassName = (variant: 'primary' | 'secondary' = 'primary') =>
  `${styles.button} ${styles[variant]}`;
