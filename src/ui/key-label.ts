const KEY_NAMES: Record<string, string> = { ArrowDown: '↓', ArrowUp: '↑', ArrowLeft: '←', ArrowRight: '→', Escape: 'Esc', Enter: 'Enter' };

const onMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** A key as the help shows it: `Mod+z` is Ctrl+Z (⌘Z on a Mac), `Shift+j` is ⇧J. */
export function keyLabel(key: string): string {
  const chord = /^(Mod|Shift)\+(.+)$/.exec(key);
  if (chord) return `${chord[1] === 'Shift' ? '⇧' : onMac ? '⌘' : 'Ctrl+'}${keyLabel(chord[2]!)}`;
  return KEY_NAMES[key] ?? key.toUpperCase();
}
