/** The first screen shell in firefox (see shell-adoption.ts). */
import { defineShellAdoption } from './shell-adoption';

defineShellAdoption('firefox');
