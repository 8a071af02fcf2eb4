// @vitest-environment jsdom
import { describeMockPlatformIn } from './dom-check.ts';

describeMockPlatformIn('jsdom');
