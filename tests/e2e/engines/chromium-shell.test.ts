/** The first screen shell, and a CSP that refuses the card payment's return page, in chromium (see shell-adoption.ts and blocked-frame.ts). */
import { defineBlockedFrame } from './blocked-frame';
import { useEngine } from './harness';
import { defineShellAdoption } from './shell-adoption';

const engine = useEngine('chromium');
defineShellAdoption(engine);
defineBlockedFrame(engine);
