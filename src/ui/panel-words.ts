import type { I18n, LocaleData } from '@wordpress/i18n';
import type { PanelCore } from '../core/core.ts';

/**
 * Gives the views' `i18n` the panel's words for `locale`: the language file's (`localeData`, once it
 * arrives), then the plugins' (`registry.words`) for the English messages it does not translate, and
 * those of plugins registered later (`plugins/loaded`: the iframe app's actions) likewise. The file's
 * words win: a plugin never rewords the panel's own strings, nor another plugin's already in. Until
 * the file is in, and for good when it fails, the panel stays English: half a panel in French reads
 * worse. Without `localeData` (an i18n of the embedder's, holding its file) the plugins' go in at once.
 * The iframe app (mount-ui.tsx) and the React component (Panel.tsx) both translate through this.
 */
export function applyPanelWords(core: PanelCore, i18n: I18n, locale: string, localeData?: Promise<LocaleData | null>): () => void {
  let live = true;
  let fileIn = !localeData;
  const apply = (file?: LocaleData) => {
    const held = { ...i18n.getLocaleData(), ...file };
    const missing = Object.entries(core.registry.words(locale)).filter(([english]) => !Object.hasOwn(held, english));
    if (file || missing.length > 0) i18n.setLocaleData({ ...Object.fromEntries(missing), ...file });
  };
  void localeData?.then((file) => {
    fileIn = live && file !== null;
    if (fileIn) apply(file!);
  });
  const off = core.bus.on('plugins/loaded', () => fileIn && apply());
  if (fileIn) apply();
  return () => {
    live = false;
    fileIn = false;
    off();
  };
}
