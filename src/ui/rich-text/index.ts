/** The rich-text renderer: pure node building and URL rules, plus the React components. */
export { toRichNodes, type RichNode, type RichElement, type RichIcon, type RichImage, type RichTextRun } from './nodes.ts';
export { safeUrl, safeImageUrl, readerUserUrl, settingsUrl, linkHost, forLinkHost, DEFAULT_APP_ORIGIN, DEFAULT_WIDGET_HOST } from './urls.ts';
export { openTargetFor, hrefFor, linkPlanFor, type OpenTarget, type LinkSettings } from './targets.ts';
export { RichText, renderNodes, type RichTextProps, type RichTextOptions } from './RichText.tsx';
export { LINK_CLICK_EVENT, type OpenHandler, type TrackHandler } from './RichLink.tsx';
export { BADGE_SIZE, MediaImage } from './MediaImage.tsx';
