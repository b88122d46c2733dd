/** The card and Direct Debit journeys in webkit, pressed quickly (see core-journeys.ts defineQuickJourneys). */
import { defineQuickJourneys } from './core-journeys';

defineQuickJourneys('webkit');
