/** The core journeys in firefox (see core-journeys.ts). */
import { defineCoreJourneys } from './core-journeys';

defineCoreJourneys('firefox');
