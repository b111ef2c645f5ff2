import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { buttonClassName, type ButtonVariant } from './button-class';

type ButtonProps = Omit<AriaButtonProps, 'className'> & { variant?: ButtonVariant; block?: boolean };

export function Button({ variant = 'primary', block = false, ...props }: ButtonProps) {
  return <AriaButton {...props} className={buttonClassName(variant, block)} />;
}
