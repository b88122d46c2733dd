/** The first screen shell in chromium through the user layer (see shell-adoption.ts). */
import { defineShellAdoption } from './shell-adoption';

defineShellAdoption('chromium');
