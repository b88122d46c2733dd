/** The card and Direct Debit journeys in firefox, pressed quickly (see core-journeys.ts defineQuickJourneys). */
import { defineQuickJourneys } from './core-journeys';

defineQuickJourneys('firefox');
