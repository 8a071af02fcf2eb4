// The bar's words are worked out in the core, so the CLI's text screens say the same as the panel.
export { undoMessage } from '../core/undo-message.ts';
