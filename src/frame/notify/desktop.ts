/**
 * Desktop notifications, the panel's half (issue 34): its own chunk, loaded only when the host
 * says it opted in (its first `notifyPermission`). Holds the offer's and settings' state for the
 * views (the settings are a section of the panel's settings popover), the person's choices (storage, shared by the tabs), and runs the notifier while they are on.
 */
import { computed, effect, signal } from '@preact/signals-core';
import { createI18n, type LocaleData } from '@wordpress/i18n';
import type { PanelCore } from '../../core/core.ts';
import type { DesktopNotifyControl, DesktopNotifyState, NotifyPermission } from '../../ui/desktop-notify.ts';
import type { HostToPanel, PanelToHost } from '../protocol.ts';
import { startNotifier } from './notifier.ts';
import { PREFS_KEY, readPrefs, type NotifyPrefs } from './prefs.ts';
import { DesktopNotify as View } from '../../ui/desktop-view.tsx';

/** What the iframe app holds once the chunk is in. */
export interface DesktopNotify {
  control: DesktopNotifyControl;
  /** A host message for desktop notifications, already checked by the bridge. */
  receive(message: Extract<HostToPanel, { action: 'notifyPermission' | 'openNote' }>): void;
  dispose(): void;
}

/** Builds the panel's half of desktop notifications. */
export function createDesktopNotify(options: { core: PanelCore; send(message: PanelToHost): void; localeData: Promise<LocaleData | null> }): DesktopNotify {
  const { core, send } = options;
  const { storage } = core.services;
  const i18n = createI18n();
  void options.localeData.then((data) => data && i18n.setLocaleData(data));
  const prefs = signal(readPrefs(storage.get(PREFS_KEY)));
  const permission = signal<NotifyPermission>('default');
  let requested = false;

  const update = (change: Partial<NotifyPrefs>) => {
    prefs.value = { ...prefs.peek(), ...change };
    storage.set(PREFS_KEY, JSON.stringify(prefs.peek()));
  };
  const ask = () => {
    if (permission.peek() === 'granted') return update({ answer: 'granted', enabled: true });
    // Posted at once, inside the click's handler: the host asks the browser while the activation
    // holds. Nothing waits for the answer (no spinner): the offer stays until the host gives it.
    requested = true;
    send({ action: 'requestNotifyPermission' });
  };
  const state = computed<DesktopNotifyState>(() => {
    const { answer, enabled, off } = prefs.value;
    return {
      permission: permission.value,
      offer: permission.value !== 'denied' && answer === undefined && !enabled,
      enabled: enabled && permission.value === 'granted',
      off,
    };
  });
  const control: DesktopNotifyControl = {
    state,
    ask,
    setEnabled: (on) => (on ? ask() : update({ answer: prefs.peek().answer ?? 'dismissed', enabled: false })),
    setKind: (kind, on) => {
      const off = prefs.peek().off.filter((other) => other !== kind);
      update({ off: on ? off : [...off, kind] });
    },
    View,
  };

  let stopNotifier: (() => void) | null = null;
  const disposers = [
    storage.onExternalChange((change) => {
      if (change.key === PREFS_KEY) prefs.value = readPrefs(storage.get(PREFS_KEY));
    }),
    effect(() => {
      const on = state.value.enabled;
      if (on && !stopNotifier) {
        stopNotifier = startNotifier({
          core,
          show: (content) => send({ action: 'notify', ...content }),
          close: (tag) => send({ action: 'closeNotify', tag }),
          kindOn: (kind) => !prefs.peek().off.includes(kind),
          groupTitle: (count) => i18n._n('%d new notification', '%d new notifications', count).replace('%d', String(count)),
        });
      } else if (!on && stopNotifier) {
        stopNotifier();
        stopNotifier = null;
      }
    }),
  ];
  return {
    control,
    receive(message) {
      if (message.action === 'openNote') {
        // A note's notification opens the note; a group's, the list.
        const { noteId } = message;
        const current = core.state.peek();
        if (noteId !== null) return void (current.notes[noteId] && core.append({ type: 'note/selected', id: noteId }));
        return void (current.ui.selectedNoteId !== null && core.append({ type: 'note/unselected' }));
      }
      permission.value = message.permission;
      if (!requested) return;
      // The answer to the person's request: granted turns them on; refused or dismissed (the
      // prompt closed: 'default') puts the offer away for good.
      requested = false;
      const granted = message.permission === 'granted';
      update({ answer: granted ? 'granted' : 'refused', enabled: granted });
    },
    dispose() {
      disposers.forEach((dispose) => dispose());
      stopNotifier?.();
    },
  };
}
