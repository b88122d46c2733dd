/** The first screen shell in webkit (see shell-adoption.ts). */
import { defineShellAdoption } from './shell-adoption';

defineShellAdoption('webkit');
