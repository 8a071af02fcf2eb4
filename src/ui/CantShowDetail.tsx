import { usePanel } from './context.ts';
import { CantShow } from './ErrorBoundary.tsx';

/** The open note's place when it cannot be drawn: the line, and Back to the list (a later view's, DetailStack.tsx). */
export function CantShowDetail(props: { /** Drawn underneath the open note (DetailStack.tsx). */ neighbour?: boolean }) {
  const { core, i18n } = usePanel();
  return (
    <section className={props.neighbour ? 'wpnc__neighbour' : 'wpnc__detail'} aria-label={i18n.__('Notification')}>
      <div className="wpnc__detail-nav">
        <button type="button" className="wpnc__back" onClick={() => core.append({ type: 'note/unselected' })}>
          {i18n.__('Back')}
        </button>
      </div>
      <CantShow className="wpnc__cant-show" />
    </section>
  );
}
