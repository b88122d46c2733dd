/** The core journeys in webkit (see core-journeys.ts). */
import { defineCoreJourneys } from './core-journeys';

defineCoreJourneys('webkit');
