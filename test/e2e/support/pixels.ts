/**
 * Screenshots compared with committed baselines by pixel difference (pixelmatch over pngjs).
 * `UPDATE_BASELINES=1` writes the baselines instead; without it a missing baseline fails, so a
 * new state is never accepted silently. On a failure the actual, expected and diff images land in
 * test-results/visual/ and the message names them.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export const BASELINES = fileURLToPath(new URL('../baselines/', import.meta.url));
export const VISUAL_RESULTS = fileURLToPath(new URL('../../../test-results/visual/', import.meta.url));

/** Whether this run rewrites the baselines (`UPDATE_BASELINES=1`). */
export const updatingBaselines = process.env.UPDATE_BASELINES === '1';

/**
 * pixelmatch's per-pixel colour distance (0–1, YIQ): 0.1 absorbs anti-aliasing and rounding in
 * the compositor, while a changed colour, a moved border or a different glyph still counts.
 */
export const PIXEL_THRESHOLD = 0.1;

/**
 * The share of pixels allowed to differ: 0.01 % (75 pixels of a 960 × 752 open note, 36 of the
 * 480 × 752 list). Measured here: three reruns of the same build differed by 0 pixels in all 18
 * states, while widening the Send button's padding by 1 px moved 0.017–0.019 % of the open-note
 * shots; 0.2 % would have let that through. The margin left absorbs a stray anti-aliased edge.
 */
export const MAX_DIFF_RATIO = 0.0001;

/** How one screenshot compared. */
export interface Comparison {
  name: string;
  /** Differing pixels over all pixels (1 when the sizes differ). */
  ratio: number;
  /** Why it fails, with the paths of the images written; null when it passes. */
  failure: string | null;
}

function writeEvidence(name: string, actual: Buffer, expected: Buffer | null, diff: PNG | null): string[] {
  mkdirSync(VISUAL_RESULTS, { recursive: true });
  const written = [`${VISUAL_RESULTS}${name}-actual.png`];
  writeFileSync(written[0]!, actual);
  if (expected) {
    written.push(`${VISUAL_RESULTS}${name}-expected.png`);
    writeFileSync(written[1]!, expected);
  }
  if (diff) {
    written.push(`${VISUAL_RESULTS}${name}-diff.png`);
    writeFileSync(written[2]!, PNG.sync.write(diff));
  }
  return written;
}

/** Compares `actual` (a PNG) with test/e2e/baselines/`name`.png, or writes it when updating. */
export function compareWithBaseline(name: string, actual: Buffer): Comparison {
  const baselineFile = `${BASELINES}${name}.png`;
  if (updatingBaselines) {
    mkdirSync(BASELINES, { recursive: true });
    writeFileSync(baselineFile, actual);
    return { name, ratio: 0, failure: null };
  }
  if (!existsSync(baselineFile)) {
    const [written] = writeEvidence(name, actual, null, null);
    return {
      name,
      ratio: 1,
      failure: `no baseline ${baselineFile}; the screenshot is at ${written}. Create baselines with: UPDATE_BASELINES=1 npm run test:e2e -- test/e2e/visual.e2e.ts`,
    };
  }
  const expectedBytes = readFileSync(baselineFile);
  const expected = PNG.sync.read(expectedBytes);
  const shot = PNG.sync.read(actual);
  if (expected.width !== shot.width || expected.height !== shot.height) {
    const written = writeEvidence(name, actual, expectedBytes, null);
    return {
      name,
      ratio: 1,
      failure: `${name}: size ${shot.width}×${shot.height} differs from the baseline's ${expected.width}×${expected.height}; see ${written.join(', ')}`,
    };
  }
  const diff = new PNG({ width: shot.width, height: shot.height });
  const differing = pixelmatch(expected.data, shot.data, diff.data, shot.width, shot.height, { threshold: PIXEL_THRESHOLD });
  const ratio = differing / (shot.width * shot.height);
  if (ratio <= MAX_DIFF_RATIO) return { name, ratio, failure: null };
  const written = writeEvidence(name, actual, expectedBytes, diff);
  const percent = (value: number) => `${(value * 100).toFixed(3)} %`;
  return {
    name,
    ratio,
    failure: `${name}: ${differing} pixels (${percent(ratio)}) differ from the baseline, more than ${percent(MAX_DIFF_RATIO)}; see ${written.join(', ')}`,
  };
}
