import { Icon, type IconProps } from './icons';

/** Icons of the site shell (header, menus, floating buttons, footer). */

export const MenuIcon = (props: IconProps) => <Icon {...props} name="menu" />;

export const SearchIcon = (props: IconProps) => <Icon {...props} name="shell-search" />;

export const HelpIcon = (props: IconProps) => <Icon {...props} name="help" />;

export const InfoIcon = (props: IconProps) => <Icon {...props} name="info" />;

export const ChatIcon = (props: IconProps) => <Icon {...props} name="chat" />;

export const CityIcon = (props: IconProps) => <Icon {...props} name="city" />;

/** Brand marks are drawn as simple glyphs; they are links' decoration, the link has the name. */
type SocialNetwork = 'facebook' | 'youtube' | 'instagram' | 'linkedin' | 'x';
const socialNetworks = new Set<string>(['facebook', 'youtube', 'instagram', 'linkedin', 'x']);

export const SocialIcon = ({ network, ...props }: IconProps & { network: string }) => (
  <Icon {...props} name={`social-${socialNetworks.has(network) ? (network as SocialNetwork) : 'other'}`} />
);
