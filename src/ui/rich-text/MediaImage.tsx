import { useState } from 'react';
import type { RichImage } from './nodes.ts';
import { safeImageUrl } from './urls.ts';

/** Achievement badges always show at this size, whatever the payload says. */
export const BADGE_SIZE = 256;

type LoadState = 'loading' | 'loaded' | 'failed';

/** Translates a fallback label; the panel passes its own i18n. */
export type Translate = (text: string) => string;

// Without a translate (tests), the English source string: not @wordpress/i18n's default instance,
// which the panel never gives locale data and which would bring @wordpress/hooks into the bundle.
const untranslated: Translate = (text) => text;

/**
 * An image or badge from a block's media: a quiet placeholder of its size shows until it loads; when
 * it fails, its text replaces it (or nothing, for a decorative one). State is per image; render with a key per URL so a new URL starts over.
 */
export function MediaImage({ image, translate = untranslated }: { image: RichImage; translate?: Translate | undefined }) {
  const [state, setState] = useState<LoadState>('loading');
  const src = safeImageUrl(image.url);
  const badge = image.imageType === 'badge';
  const width = badge ? BADGE_SIZE : image.width;
  const height = badge ? BADGE_SIZE : image.height;
  const kindClass = badge ? 'wpnc__badge' : 'wpnc__image';
  if (src === null || state === 'failed') {
    // A picture with no alt (an avatar, an achievement's badge) is decoration: when it fails it goes,
    // rather than leave an empty grey disc; an image that covered text falls back to that text.
    return image.alt === '' ? null : (
      <span className={`${kindClass} wpnc__image-fallback`} role="img" aria-label={image.alt || translate('Image unavailable')}>
        {image.alt}
      </span>
    );
  }
  return (
    <span className={`${kindClass} is-${state}`}>
      {state === 'loading' && <span className="wpnc__avatar-generic" aria-hidden="true" />}
      <img
        src={src}
        alt={image.alt}
        loading="lazy"
        decoding="async"
        width={width}
        height={height}
        onLoad={() => setState('loaded')}
        onError={() => setState('failed')}
      />
    </span>
  );
}
