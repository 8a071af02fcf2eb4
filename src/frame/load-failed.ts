/**
 * What the frame shows when the views' own chunk cannot load (a deploy removed the hashed chunks, or
 * the connection failed): without React and without the views' stylesheet, plain elements built by
 * hand (never HTML), in the user's language when its file arrived, with Reload to get the current
 * deploy's chunks. Opening the panel again tries the chunk again first.
 */
import type { LocaleData } from '@wordpress/i18n';

const MESSAGE = "This part of the panel didn't load.";
const RELOAD = 'Reload';

/** A translated string from raw locale data (the views' i18n code is in the chunk that failed). */
function translate(data: LocaleData | null, text: string): string {
  const entry = (data as Record<string, unknown> | null)?.[text];
  const translated = Array.isArray(entry) ? entry[0] : undefined;
  return typeof translated === 'string' && translated ? translated : text;
}

/** Draws the message and its Reload button in `root`; returns how to take them away. */
export function showLoadFailed(root: HTMLElement, data: LocaleData | null, reload: () => void): () => void {
  const doc = root.ownerDocument;
  const box = doc.createElement('div');
  box.setAttribute('role', 'alert');
  box.className = 'wpnc__load-failed';
  box.style.cssText = 'padding:16px;font:14px/1.5 system-ui,sans-serif;';
  const text = doc.createElement('p');
  text.textContent = translate(data, MESSAGE);
  const button = doc.createElement('button');
  button.type = 'button';
  button.textContent = translate(data, RELOAD);
  button.addEventListener('click', reload);
  box.append(text, button);
  root.replaceChildren(box);
  return () => box.remove();
}
