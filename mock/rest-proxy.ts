/**
 * The platform's rest-proxy frame, emulated over the mock platform (REFERENCE §4). The code is
 * mock/rest-proxy-frame.js, plain JavaScript, because the mock platform on a port also serves it to
 * browsers as its own `/wp-admin/rest-proxy/` page (mock/rest-proxy-page.ts); here it is given
 * `fetch`, a WebSocket constructor and a `reply` function per message, so a test can put it behind
 * a DOM frame (test/support/proxy-frame.ts).
 */
export { createRestProxyFrame, startRestProxyPage, type RestProxyFrame, type RestProxyFrameOptions } from './rest-proxy-frame.js';
