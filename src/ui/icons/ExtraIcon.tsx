import { iconPaths } from './extra-paths.ts';
import { Icon } from './Icon.tsx';
import type { IconName } from './paths.ts';

/** Any of the panel's icons, including those only on-demand views draw (extra-paths.ts). */
export function ExtraIcon(props: { name: IconName; size?: number; className?: string }) {
  return <Icon {...props} paths={iconPaths(props.name) ?? []} />;
}
