import { Icon, type IconProps } from './icons';

/** Icons of the site shell (header, menus, floating buttons, footer). */

export const MenuIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);

export const SearchIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Icon>
);

export const HelpIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" />
  </Icon>
);

export const InfoIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-5M12 8h.01" />
  </Icon>
);

export const ChatIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
  </Icon>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m15 18-6-6 6-6" />
  </Icon>
);

export const ChevronRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m9 18 6-6-6-6" />
  </Icon>
);

export const BuildingIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="4" y="2" width="16" height="20" rx="2" />
    <path d="M9 22v-4h6v4M8 6h.01M16 6h.01M12 6h.01M12 10h.01M12 14h.01M16 10h.01M16 14h.01M8 10h.01M8 14h.01" />
  </Icon>
);

export const CityIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 21h18M5 21V7l6-4v18M19 21V11l-8-4M9 9h.01M9 13h.01M9 17h.01M15 13h.01M15 17h.01" />
  </Icon>
);

/** Brand marks are drawn as simple glyphs; they are links' decoration, the link has the name. */
export const SocialIcon = ({ network, ...props }: IconProps & { network: string }) => {
  switch (network) {
    case 'facebook':
      return (
        <Icon {...props}>
          <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
        </Icon>
      );
    case 'youtube':
      return (
        <Icon {...props}>
          <path d="M22.5 6.4a2.8 2.8 0 0 0-1.9-2C18.8 4 12 4 12 4s-6.8 0-8.6.5a2.8 2.8 0 0 0-2 1.9A29 29 0 0 0 1 12a29 29 0 0 0 .5 5.6 2.8 2.8 0 0 0 1.9 1.9c1.8.5 8.6.5 8.6.5s6.8 0 8.6-.5a2.8 2.8 0 0 0 1.9-1.9A29 29 0 0 0 23 12a29 29 0 0 0-.5-5.6z" />
          <path d="m9.8 15.5 5.7-3.5-5.7-3.5z" />
        </Icon>
      );
    case 'instagram':
      return (
        <Icon {...props}>
          <rect x="2" y="2" width="20" height="20" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <path d="M17.5 6.5h.01" />
        </Icon>
      );
    case 'linkedin':
      return (
        <Icon {...props}>
          <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6zM2 9h4v12H2z" />
          <circle cx="4" cy="4" r="2" />
        </Icon>
      );
    case 'x':
      return (
        <Icon {...props}>
          <path d="M4 4l16 16M20 4 4 20" />
        </Icon>
      );
    default:
      return (
        <Icon {...props}>
          <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
        </Icon>
      );
  }
};
