// The journeys that move money or submit data, as a persistent borrower walks them: each step says when it
// is done and when it can be taken; the runner (runner.ts) takes the first step not done that can be taken,
// taps Try again / Check again where the page offers it, and stops at the journey's end or when it gives up.
import type { ChaosJourney } from './journeyKit';
import { moneyJourneys } from './moneyJourneys';
import { submitJourneys } from './submitJourneys';

export * from './journeyKit';

export const journeys: ChaosJourney[] = [...moneyJourneys, ...submitJourneys];

export const journeyNamed = (name: string) => journeys.find((j) => j.name === name);
