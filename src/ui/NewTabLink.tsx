import type { MouseEvent, ReactNode } from 'react';
import { usePanel } from './context.ts';
import { safeHttpUrl } from '../core/safe-url.ts';
import { isPlainClick } from './plain-click.ts';

/**
 * A link that opens in a new tab through the host (the panel lives in an iframe); Ctrl/Meta/Shift
 * clicks are left to the browser. An unsafe URL renders as plain text.
 */
export function NewTabLink(props: { href: string; className?: string; label?: string; onOpen?: () => void; children: ReactNode }) {
  const { host } = usePanel();
  const url = safeHttpUrl(props.href);
  if (!url) return <span className={props.className}>{props.children}</span>;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    props.onOpen?.();
    if (!isPlainClick(event)) return;
    event.preventDefault();
    host.openUrl(url);
  };
  return (
    <a className={props.className} href={url} target="_blank" rel="noopener noreferrer" aria-label={props.label} onClick={onClick}>
      {props.children}
    </a>
  );
}
