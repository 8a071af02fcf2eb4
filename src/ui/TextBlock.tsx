import type { BlockKind } from '../core/blocks.ts';
import type { Block } from '../core/note.ts';
import { usePanel } from './context.ts';
import { RichText, type OpenTarget } from './rich-text/index.ts';
import { hostOf } from './rich-text/urls.ts';

/** One block of note text, built from its ranges as elements and styled by its kind. */
export function TextBlock(props: { block: Block; kind: BlockKind }) {
  const { core, host, i18n } = usePanel();
  const onOpen = (target: OpenTarget) => core.append({ type: 'link/openRequested', ...target });
  return (
    // dir="auto": people write in their own language, so each block finds its own direction.
    <div className={`wpnc__block is-${props.kind}`} dir="auto">
      <RichText
        block={props.block}
        onOpen={onOpen}
        onTrack={(name, properties) => core.track(name, properties)}
        openUrl={(url) => host.openUrl(url)}
        translate={(text) => i18n.__(text)}
        appOrigin={host.appOrigin}
        currentHost={host.currentHost}
        mainHost={host.currentHost ? hostOf(host.appOrigin) : undefined}
      />
    </div>
  );
}
