/** The card and Direct Debit journeys in chromium, pressed quickly (see core-journeys.ts defineQuickJourneys). */
import { defineQuickJourneys } from './core-journeys';

defineQuickJourneys('chromium');
