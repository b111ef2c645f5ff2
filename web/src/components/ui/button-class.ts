import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

/**
 * The button look, for react-aria buttons (`button.tsx`) and router links alike. Apart from
 * `button.tsx` so that a page with only button-styled links does not load react-aria's button.
 */
export const buttonClassName = (variant: ButtonVariant = 'primary', block = false) =>
  `${styles.button} ${styles[variant]}${block ? ` ${styles.block}` : ''}`;
