/**
 * The one place the iframe app takes plugins besides the shipped ones (docs/plugins.md, "In the
 * iframe app"). Add your note types and actions here and build: note types load with the first load
 * (the list and the host's badge need them at once), actions with the first open (they come with
 * the views, and the offline queue's replay waits for them). The CLI and the golden feeds never
 * read this file: `--plugin <file>` gives the CLI yours.
 */
import type { ActionDeclaration, NoteTypeDeclaration } from '../core/plugin.ts';
import type { PluginViews } from '../views.ts';

/** Note types of yours, registered after the shipped ones. */
export const extraNoteTypes: readonly NoteTypeDeclaration[] = [];

/** Actions of yours, registered after the shipped ones. */
export const extraActions: readonly ActionDeclaration[] = [];

/** Your plugins' view modules (`definePluginViews`): they load with the actions, at the first open. */
export const extraViews: readonly PluginViews[] = [];
