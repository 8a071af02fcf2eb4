// The filling moved to the core so the CLI's screen says the same words as the panel; the panel's
// components keep importing it from here.
export { countText, nameText } from '../core/count-text.ts';
