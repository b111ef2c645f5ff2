import type { SVGProps } from 'react';
import sprite from './icons.svg?no-inline';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/** The symbols of icons.svg, one file the browser fetches once and caches (not part of any script). */
export type IconName =
  | 'phone'
  | 'globe'
  | 'coins'
  | 'chevron-down'
  | 'check'
  | 'pin'
  | 'bed'
  | 'area'
  | 'arrow-right'
  | 'image'
  | 'close'
  | 'user'
  | 'log-out'
  | 'key'
  | 'mail'
  | 'clock'
  | 'camera'
  | 'building'
  | 'search'
  | 'calendar'
  | 'sliders'
  | 'chevron-left'
  | 'chevron-right'
  | 'map'
  | 'list'
  | 'refresh'
  | 'credit-card'
  | 'bank'
  | 'qr'
  | 'alert'
  | 'heart'
  | 'menu'
  | 'shell-search'
  | 'help'
  | 'info'
  | 'chat'
  | 'city'
  | 'social-facebook'
  | 'social-youtube'
  | 'social-instagram'
  | 'social-linkedin'
  | 'social-x'
  | 'social-other';

/**
 * An icon of the sprite: stroked in the text's colour, 24 units square, decoration only (the
 * control it sits in has the name).
 */
export function Icon({ size = 18, name, ...props }: IconProps & { name: IconName }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

export const PhoneIcon = (props: IconProps) => <Icon {...props} name="phone" />;

export const GlobeIcon = (props: IconProps) => <Icon {...props} name="globe" />;

export const CoinsIcon = (props: IconProps) => <Icon {...props} name="coins" />;

export const ChevronDownIcon = (props: IconProps) => <Icon {...props} name="chevron-down" />;

export const CheckIcon = (props: IconProps) => <Icon {...props} name="check" />;

export const PinIcon = (props: IconProps) => <Icon {...props} name="pin" />;

export const BedIcon = (props: IconProps) => <Icon {...props} name="bed" />;

export const AreaIcon = (props: IconProps) => <Icon {...props} name="area" />;

export const ArrowRightIcon = (props: IconProps) => <Icon {...props} name="arrow-right" />;

export const ImageIcon = (props: IconProps) => <Icon {...props} name="image" />;

export const CloseIcon = (props: IconProps) => <Icon {...props} name="close" />;

export const UserIcon = (props: IconProps) => <Icon {...props} name="user" />;

export const LogOutIcon = (props: IconProps) => <Icon {...props} name="log-out" />;

export const KeyIcon = (props: IconProps) => <Icon {...props} name="key" />;

export const MailIcon = (props: IconProps) => <Icon {...props} name="mail" />;

export const ClockIcon = (props: IconProps) => <Icon {...props} name="clock" />;

export const CameraIcon = (props: IconProps) => <Icon {...props} name="camera" />;

export const HeartIcon = ({ filled = false, ...props }: IconProps & { filled?: boolean }) => (
  <Icon {...props} name="heart" fill={filled ? 'currentColor' : 'none'} />
);

export const BuildingIcon = (props: IconProps) => <Icon {...props} name="building" />;

export const SearchIcon = (props: IconProps) => <Icon {...props} name="search" />;

export const CalendarIcon = (props: IconProps) => <Icon {...props} name="calendar" />;

export const SlidersIcon = (props: IconProps) => <Icon {...props} name="sliders" />;

export const ChevronLeftIcon = (props: IconProps) => <Icon {...props} name="chevron-left" />;

export const ChevronRightIcon = (props: IconProps) => <Icon {...props} name="chevron-right" />;

export const MapIcon = (props: IconProps) => <Icon {...props} name="map" />;

export const ListIcon = (props: IconProps) => <Icon {...props} name="list" />;

export const RefreshIcon = (props: IconProps) => <Icon {...props} name="refresh" />;

export const CreditCardIcon = (props: IconProps) => <Icon {...props} name="credit-card" />;

export const BankIcon = (props: IconProps) => <Icon {...props} name="bank" />;

export const QrIcon = (props: IconProps) => <Icon {...props} name="qr" />;

export const AlertIcon = (props: IconProps) => <Icon {...props} name="alert" />;
