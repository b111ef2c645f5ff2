import type { Language } from '@stayvn/shared';
import { useLocation } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { config } from '@/config';
import { socialStartUrl } from '../utils/social-login';
import styles from './auth-form.module.css';

// Brand marks, drawn in the brands' own colours as their guidelines ask.
const GoogleMark = () => (
  <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
    <path
      fill="#FFC107"
      d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 13 4 4 13 4 24s9 20 20 20 20-9 20-20c0-1.3-.1-2.4-.4-3.5z"
    />
    <path
      fill="#FF3D00"
      d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
    />
    <path
      fill="#4CAF50"
      d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
    />
    <path
      fill="#1976D2"
      d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
    />
  </svg>
);

const FacebookMark = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="12" fill="#1877F2" />
    <path
      fill="#fff"
      d="M15.1 15.5 15.6 12.4h-3v-2c0-.8.4-1.7 1.8-1.7h1.4V6.1s-1.3-.2-2.5-.2c-2.5 0-4.1 1.5-4.1 4.2v2.3H6.5v3.1h2.7V23a10.8 10.8 0 0 0 3.4 0v-7.5z"
    />
  </svg>
);

/**
 * Social sign-in runs entirely on the booking service (authorization code with PKCE); these
 * are plain links that leave the site and come back with ?login=social.
 */
export function SocialButtons({ language }: { language: Language }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  return (
    <div className={styles.social}>
      <a className={styles.socialLink} href={socialStartUrl(config.apiUrl, 'google', language, pathname)}>
        <GoogleMark />
        {intl.formatMessage({ id: 'social.google' })}
      </a>
      <a className={styles.socialLink} href={socialStartUrl(config.apiUrl, 'facebook', language, pathname)}>
        <FacebookMark />
        {intl.formatMessage({ id: 'social.facebook' })}
      </a>
    </div>
  );
}
