// @vitest-environment happy-dom
import { describeMockPlatformIn } from './dom-check.ts';

describeMockPlatformIn('happy-dom');
