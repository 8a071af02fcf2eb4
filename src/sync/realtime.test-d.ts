// Type test (checked by tsc): both WebSocket implementations plug into the connector without casts.
import WebSocket from 'ws';
import { createWebSocketConnector } from './realtime.ts';

createWebSocketConnector({ baseUrl: 'ws://127.0.0.1/pinghub', WebSocket });
createWebSocketConnector({ baseUrl: 'wss://public-api.wordpress.com/pinghub', WebSocket: globalThis.WebSocket });
