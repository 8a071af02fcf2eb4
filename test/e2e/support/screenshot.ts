/**
 * A screenshot of the panel's iframe element only (not the host page around it), taken once the
 * panel has settled: no request in flight, fonts loaded, no transitions, no caret, the pointer off
 * the panel, and two shots in a row alike.
 */
import type { HostPage } from './browser.ts';

/** Stops everything that moves: transitions, animations, the blinking caret. */
const STILL_CSS = `*, *::before, *::after {
  transition: none !important;
  animation: none !important;
  caret-color: transparent !important;
}`;

async function quiet(inFlight: () => number, forMs: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quietSince = inFlight() === 0 ? Date.now() : Infinity;
  while (Date.now() - quietSince < forMs) {
    if (Date.now() > deadline) throw new Error(`requests still in flight after ${timeoutMs} ms (${inFlight()} open)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (inFlight() > 0) quietSince = Infinity;
    else if (quietSince === Infinity) quietSince = Date.now();
  }
}

/**
 * The settled panel as a PNG. `hover` (a selector inside the panel) puts the pointer on that
 * element's middle instead, for the states hovering draws.
 */
export async function panelScreenshot(host: HostPage, options: { hover?: string } = {}): Promise<Buffer> {
  const frame = host.frame();
  await frame.addStyleTag({ content: STILL_CSS });
  // The pointer rests on the host page beside the panel, so no row is hovered and no tooltip opens.
  const box = await host.page.locator('iframe[title="Notifications"]').boundingBox();
  if (!box) throw new Error('the panel iframe is not shown');
  if (options.hover) await host.panel.locator(options.hover).hover();
  else await host.page.mouse.move(box.x > 2 ? 1 : box.x + box.width + 1, box.y + box.height + 1);
  await frame.evaluate(() => document.fonts.ready.then(() => undefined));
  await quiet(host.requestsInFlight, 300, 15_000);
  const element = host.page.locator('iframe[title="Notifications"]');
  let previous: Buffer | null = null;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const shot = await element.screenshot({ animations: 'disabled', caret: 'hide' });
    if (previous?.equals(shot)) return shot;
    previous = shot;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the panel kept changing: 20 screenshots in a row differed');
}
