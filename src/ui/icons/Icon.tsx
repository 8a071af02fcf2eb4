import { ICON_PATHS, type IconName } from './paths.ts';

/** An inline SVG icon, hidden from assistive technology: the button or text beside it names the thing. */
export function Icon(props: { name: IconName; size?: number; className?: string }) {
  const size = props.size ?? 20;
  return (
    <svg
      className={props.className ? `wpnc__icon ${props.className}` : 'wpnc__icon'}
      data-icon={props.name}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {ICON_PATHS[props.name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
