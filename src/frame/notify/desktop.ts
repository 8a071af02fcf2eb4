/**
 * Desktop notifications, the panel's half (issue 34): its own chunk, loaded only when the host
 * says it opted in (its first `notifyPermission`). Holds the offer's and settings' state for the
 * views, the person's choices (storage, shared by the tabs), and runs the notifier while they are on.
 */
import { computed, effect, signal } from '@preact/signals-core';
import { createI18n, type LocaleData } from '@wordpress/i18n';
import type { PanelCore } from '../../core/core.ts';
import type { DesktopNotifyControl, DesktopNotifyState, NotifyPermission } from '../../ui/desktop-notify.ts';
import type { HostToPanel, PanelToHost } from '../protocol.ts';
import { NOTIFY_KINDS, NOTIFY_LIMITS } from './content.ts';
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
  const { storage, clock, logger } = core.services;
  const i18n = createI18n();
  void options.localeData.then((data) => data && i18n.setLocaleData(data));
  const prefs = signal(readPrefs(storage.get(PREFS_KEY)));
  const permission = signal<NotifyPermission>('default');
  const asking = signal(false);
  const settingsOpen = signal(false);
  let askTimer: unknown = null;

  const update = (change: Partial<NotifyPrefs>) => {
    prefs.value = { ...prefs.peek(), ...change };
    storage.set(PREFS_KEY, JSON.stringify(prefs.peek()));
  };
  const stopAsking = () => {
    clock.clearTimeout(askTimer);
    askTimer = null;
    asking.value = false;
  };
  const ask = () => {
    if (permission.peek() === 'granted') return update({ answer: 'granted', enabled: true });
    if (permission.peek() === 'denied' || asking.peek()) return;
    // Posted at once, inside the click's handler: the host asks the browser while the activation holds.
    send({ action: 'requestNotifyPermission' });
    asking.value = true;
    askTimer = clock.setTimeout(() => {
      stopAsking();
      logger.warn('desktop notifications: no answer from the page');
    }, NOTIFY_LIMITS.askMs);
  };
  const state = computed<DesktopNotifyState>(() => {
    const { answer, enabled, off } = prefs.value;
    return {
      permission: permission.value,
      asking: asking.value,
      offer: permission.value !== 'denied' && answer === undefined && !enabled,
      enabled: enabled && permission.value === 'granted',
      kinds: NOTIFY_KINDS.map((kind) => ({ kind, on: !off.includes(kind) })),
      settingsOpen: settingsOpen.value,
    };
  });
  const control: DesktopNotifyControl = {
    state,
    ask,
    dismiss: () => update({ answer: prefs.peek().answer ?? 'dismissed' }),
    setEnabled: (on) => (on ? ask() : update({ answer: prefs.peek().answer ?? 'dismissed', enabled: false })),
    setKind: (kind, on) => {
      const off = prefs.peek().off.filter((other) => other !== kind);
      update({ off: on ? off : [...off, kind] });
    },
    toggleSettings: () => void (settingsOpen.value = !settingsOpen.peek()),
    View,
  };

  const openNote = (noteId: number | null) => {
    const current = core.state.peek();
    if (noteId !== null && current.notes[noteId]) core.append({ type: 'note/selected', id: noteId });
    else if (noteId === null && current.ui.selectedNoteId !== null) core.append({ type: 'note/unselected' });
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
      if (message.action === 'openNote') return openNote(message.noteId);
      permission.value = message.permission;
      if (!asking.peek()) return;
      stopAsking();
      const granted = message.permission === 'granted';
      update({ answer: granted ? 'granted' : 'refused', enabled: granted });
    },
    dispose() {
      stopAsking();
      disposers.forEach((dispose) => dispose());
      stopNotifier?.();
    },
  };
}
