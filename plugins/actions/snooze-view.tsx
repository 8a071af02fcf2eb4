/**
 * Snooze's view module (`notes-panel/views`): in the Snoozed tab, each sleeping note's row says
 * when it wakes, and its open note's Wake now is a panel of its own that says it too. Its React
 * stays here, apart from the declarations (snooze.ts, snooze-wake-now.ts), which the core loads.
 */
import { definePluginViews, type ActionPartProps, type PartProps } from '../../src/views.ts';
import { snoozes } from './snooze-state.ts';

/** When a sleeping note wakes, in the panel's language (with its weekday when not today); null when it is awake. */
function wakeTime({ note, state }: PartProps): string | null {
  const until = snoozes.read(state).asleep[note.id];
  if (until === undefined) return null;
  const sameDay = new Date(until).toDateString() === new Date(state.now).toDateString();
  const format: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', weekday: sameDay ? undefined : 'short' };
  // A locale Intl does not know (a host's odd word) says the time in the browser's language.
  const locale = state.client.locale?.replace(/_/g, '-');
  return new Intl.DateTimeFormat(locale && Intl.DateTimeFormat.supportedLocalesOf(locale).length ? locale : undefined, format).format(until);
}

// example:row-part
/** The row of a sleeping note says when it wakes: "Wakes 9:00 AM", heard as such (visible text is its name). */
function WakesAt(props: PartProps) {
  const time = wakeTime(props);
  /* translators: %s: when a snoozed notification comes back, as "9:00 AM" or "Sat 8:00 AM" */
  return time ? <span className="wpnc__mark">{props.i18n.__('Wakes %s').replace('%s', time)}</span> : null;
}

export const snoozeViews = definePluginViews({ plugin: 'snooze', row: WakesAt });
// end

// example:action-part
/** Wake now, as its own panel: the button (named by its label) and when the note would wake by itself. */
function WakeNowPanel(props: ActionPartProps) {
  const time = wakeTime(props);
  return (
    <span className="wpnc__snooze-wake">
      <button type="button" className="wpnc__action wpnc__action-snooze-wake" aria-keyshortcuts="W" onClick={props.perform}>
        {props.label}
      </button>
      {/* translators: %s: when a snoozed notification comes back, as "9:00 AM" or "Sat 8:00 AM" */}
      {time ? <span className="wpnc__mark">{props.i18n.__('Else back at %s').replace('%s', time)}</span> : null}
    </span>
  );
}

export const wakeNowViews = definePluginViews({ plugin: 'snooze-wake', action: WakeNowPanel });
// end
