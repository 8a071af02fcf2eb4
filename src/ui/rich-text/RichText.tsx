import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import type { Block } from '../../core/note.ts';
import { elementFor } from './elements.ts';
import { MediaImage, type Translate } from './MediaImage.tsx';
import { toRichNodes, type RichElement, type RichNode } from './nodes.ts';
import { RichLink, type OpenHandler, type TrackHandler } from './RichLink.tsx';
import { linkPlanFor, type LinkSettings } from './targets.ts';
import { Icon, iconForNoticon } from '../icons/index.ts';

/** What rendering needs besides the nodes: link settings and the host's handlers. */
export interface RichTextOptions extends LinkSettings {
  /** Opens post, comment and site links in the app; without it they are plain links. */
  onOpen?: OpenHandler | undefined;
  /** Receives a tracking event when a plain link is clicked. */
  onTrack?: TrackHandler | undefined;
  /** Opens a plain web link clicked without a modifier (the panel's `host.openUrl`); without it the browser opens a new tab. */
  openUrl?: ((url: string) => void) | undefined;
  /** Translates the few strings rich text shows itself (the panel passes `i18n.__`). */
  translate?: Translate | undefined;
}

/** Props of RichText: a block (or nodes already built) plus rendering options. */
export interface RichTextProps extends RichTextOptions {
  block?: Block | null | undefined;
  nodes?: readonly RichNode[] | undefined;
}

function renderIcon(value: string, key: number | string): ReactNode {
  // Payloads send a private-use glyph of the platform's Noticons font (or, rarely, a name): the
  // panel draws its own icon for it, so no font has to be on the page and no box ever shows.
  return (
    <span key={key} className="wpnc__noticon" aria-hidden="true" data-noticon={value}>
      <Icon name={iconForNoticon(value)} size={16} />
    </span>
  );
}

/** Noticons glyphs can also sit in the text itself (U+F000–U+F8FF, the font's private-use range). */
const GLYPH = /[\uf000-\uf8ff]/;

/** Text, with any Noticons glyph in it replaced by its icon. */
function renderText(text: string, key: number): ReactNode {
  if (!GLYPH.test(text)) return text;
  return (
    <Fragment key={key}>
      {text.split(/([\uf000-\uf8ff])/).map((part, index) => (index % 2 === 1 ? renderIcon(part, `${key}.${index}`) : part))}
    </Fragment>
  );
}

function renderElement(node: RichElement, options: RichTextOptions, key: number): ReactNode {
  const children = renderNodes(node.children, options);
  const plan = linkPlanFor(node, options);
  const open = plan?.open && options.onOpen ? { target: plan.open, onOpen: options.onOpen } : null;
  if (plan && (plan.href !== null || open)) {
    return <RichLink key={key} node={node} href={plan.href} open={open} onTrack={options.onTrack} openUrl={options.openUrl}>{children}</RichLink>;
  }
  const spec = elementFor(node.type);
  // Unknown types (and unsafe links) keep their text and lose the element.
  if (!spec) return <Fragment key={key}>{children}</Fragment>;
  if (spec.void) return <Fragment key={key}>{createElement(spec.tag, { className: spec.className })}{children}</Fragment>;
  return createElement(spec.tag, { key, className: spec.className }, children);
}

/** React elements for rich nodes; text is always a text node, never parsed as HTML. */
export function renderNodes(nodes: readonly RichNode[], options: RichTextOptions = {}): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text': return renderText(node.text, index);
      case 'icon': return renderIcon(node.value, index);
      case 'image': return <MediaImage key={`${index}:${node.url}`} image={node} translate={options.translate} />;
      case 'element': return renderElement(node, options, index);
    }
  });
}

/** A block's text with its ranges and media, as React elements. */
export function RichText({ block, nodes, ...options }: RichTextProps) {
  const tree = useMemo(() => nodes ?? toRichNodes(block), [nodes, block]);
  return <>{renderNodes(tree, options)}</>;
}
