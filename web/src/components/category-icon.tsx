/**
 * Category icons (docs/specs/customer-area.md section 2, Category cards; docs/specs/admin-area.md
 * section 5): the stored names Package, ShoppingCart, Gamepad2, Monitor, Smartphone, Globe, Shield,
 * Star map to MUI icons; anything else shows Package. Product images that fail fall back to an icon
 * guessed from the category name.
 */
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import MonitorIcon from '@mui/icons-material/Monitor';
import PublicIcon from '@mui/icons-material/Public';
import ShieldIcon from '@mui/icons-material/Shield';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import StarIcon from '@mui/icons-material/Star';
import { createElement } from 'react';
import type { ComponentType } from 'react';
import type { CategoryIcon as CategoryIconName } from '@contracts/constants';

const ICONS: Record<CategoryIconName, ComponentType<SvgIconProps>> = {
  Package: Inventory2Icon,
  ShoppingCart: ShoppingCartIcon,
  Gamepad2: SportsEsportsIcon,
  Monitor: MonitorIcon,
  Smartphone: SmartphoneIcon,
  Globe: PublicIcon,
  Shield: ShieldIcon,
  Star: StarIcon,
};

const isIconName = (name: string | null | undefined): name is CategoryIconName =>
  typeof name === 'string' && Object.hasOwn(ICONS, name);

/** The icon stored on a category, Package when missing or unknown. */
export function CategoryIcon({
  name,
  ...props
}: { name: string | null | undefined } & SvgIconProps) {
  return createElement(ICONS[isIconName(name) ? name : 'Package'], props);
}

const NAME_HINTS: [RegExp, CategoryIconName][] = [
  [/gam|steam|xbox|playstation|console/i, 'Gamepad2'],
  [/stream|video|tv|music|netflix|spotify/i, 'Monitor'],
  [/mobile|phone|android|ios/i, 'Smartphone'],
  [/vpn|security|antivirus|protect/i, 'Shield'],
  [/cloud|web|hosting|domain|seo|social/i, 'Globe'],
  [/software|windows|office|licen/i, 'Monitor'],
  [/premium|vip/i, 'Star'],
  [/gift|wallet|voucher/i, 'ShoppingCart'],
];

/** Fallback icon for a product image, guessed from its category name (Package when unknown). */
export function CategoryNameIcon({
  categoryName,
  ...props
}: { categoryName: string | null | undefined } & SvgIconProps) {
  const hint = categoryName
    ? NAME_HINTS.find(([pattern]) => pattern.test(categoryName))
    : undefined;
  return <CategoryIcon name={hint?.[1]} {...props} />;
}
