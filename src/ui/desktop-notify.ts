/**
 * What the panel's views know of desktop notifications (issue 34): a control the iframe app hands
 * them when its host opted in (the code comes in its own chunk, src/frame/notify/, with these views).
 */
import type { ReadonlySignal } from '@preact/signals-core';
import type { ComponentType } from 'react';

/** The kinds a person can turn on and off, in the order the settings list them: comments awaiting approval first. */
export const DESKTOP_KINDS = ['approval', 'comment', 'like', 'follow', 'achievement', 'other'] as const;
/** One kind of desktop notification. */
export type DesktopKind = (typeof DESKTOP_KINDS)[number];

/** The browser's answer for the host page: `default` until the person answers. */
export type NotifyPermission = 'default' | 'granted' | 'denied';

/** What the offer line and the settings show. */
export interface DesktopNotifyState {
  permission: NotifyPermission;
  /** The offer line shows: never answered, not dismissed, not blocked. */
  offer: boolean;
  /** The person turned them on (and the browser allows them). */
  enabled: boolean;
  /** The kinds turned off. */
  off: readonly DesktopKind[];
}

/** The offer's and settings' controls. */
export interface DesktopNotifyControl {
  state: ReadonlySignal<DesktopNotifyState>;
  /** Turns them on: asks the host for permission (call it in the click handler: the click's activation carries it). */
  ask(): void;
  /** On (asking the host for permission if needed), or off: off also puts the offer away for good. */
  setEnabled(on: boolean): void;
  setKind(kind: DesktopKind, on: boolean): void;
  /** Its views, from the same chunk: the offer line ("line"), or its section of the settings popover. */
  View: ComponentType<{ part: 'line' | 'settings' }>;
}
