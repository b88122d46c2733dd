/** The core journeys in chromium (see core-journeys.ts). */
import { defineCoreJourneys } from './core-journeys';

defineCoreJourneys('chromium');
