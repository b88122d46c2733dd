/** The card journey on a 360 px touch screen in Chromium, tapped rather than clicked. */
import { defineCoreJourneys } from './core-journeys';

defineCoreJourneys('chromium-touch', ['card']);
