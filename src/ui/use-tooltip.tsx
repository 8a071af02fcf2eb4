import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { usePanel } from './context.ts';
import { UI_TIMING } from './timing.ts';

/** What a control spreads on itself to get a tooltip. */
export interface TooltipTriggerProps {
  onMouseEnter(): void;
  onMouseLeave(): void;
  onFocus(): void;
  onBlur(): void;
  onKeyDown(event: KeyboardEvent): void;
}

/**
 * A tooltip shown after the pointer or keyboard focus rests on a control for 700 ms (SPEC §9), so
 * a pointer passing over shows nothing. It repeats what the control's accessible name and
 * `aria-keyshortcuts` already say, for sighted users only, and runs on the core's clock. Escape
 * dismisses a shown tooltip first (and only it), so it never has to be moved away from. `text` may
 * be a function, called only when the tooltip shows (formatting it on every render of every button
 * was a share of each j press).
 */
export function useTooltip(text: string | (() => string)): { trigger: TooltipTriggerProps; tooltip: ReactNode } {
  const { core } = usePanel();
  const clock = core.services.clock;
  const [shown, setShown] = useState(false);
  const timer = useRef<unknown>(null);
  const cancel = () => {
    clock.clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancel, []); // eslint-disable-line react-hooks/exhaustive-deps -- the clock never changes
  const show = () => {
    cancel();
    timer.current = clock.setTimeout(() => {
      timer.current = null;
      setShown(true);
    }, UI_TIMING.tooltipDelayMs);
  };
  const hide = () => {
    cancel();
    setShown(false);
  };
  return {
    trigger: {
      onMouseEnter: show,
      onMouseLeave: hide,
      onFocus: show,
      onBlur: hide,
      onKeyDown(event) {
        if (event.key !== 'Escape' || !shown) return;
        // Handled here: the panel's own Escape (close the note or the panel) waits for the next press.
        event.preventDefault();
        hide();
      },
    },
    tooltip: shown ? (
      <span className="wpnc__tooltip" aria-hidden="true">
        {typeof text === 'function' ? text() : text}
      </span>
    ) : null,
  };
}
