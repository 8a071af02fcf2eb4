export { Icon } from './Icon.tsx';
export { ICON_PATHS, isIconName, type IconName } from './paths.ts';
export { iconForNoticon } from './noticons.ts';
