import { describe, expect, it } from 'vitest';
import { isWorkerUpdateRace } from './workerUpdateRace';

const worker = 'http://127.0.0.1:4173/mockServiceWorker.js';
// Chromium's message, as CI printed it on 28 Nov 2026.
const race = new DOMException(
  "Failed to update a ServiceWorker for scope ('http://127.0.0.1:4173/') with script " +
    `('${worker}'): Not found`,
  'NotFoundError',
);

describe('isWorkerUpdateRace', () => {
  it("is the mock worker's update failing because the worker unregistered itself meanwhile", () => {
    expect(isWorkerUpdateRace(race, worker)).toBe(true);
  });

  it('is not another worker, another failure or an error of the page', () => {
    expect(isWorkerUpdateRace(race, 'http://127.0.0.1:4173/other-worker.js')).toBe(false);
    const badScript = new DOMException(
      "Failed to update a ServiceWorker for scope ('http://127.0.0.1:4173/') with script " +
        `('${worker}'): A bad HTTP response code (404) was received when fetching the script.`,
      'TypeError',
    );
    expect(isWorkerUpdateRace(badScript, worker)).toBe(false);
    expect(isWorkerUpdateRace(new Error('Not found'), worker)).toBe(false);
    expect(isWorkerUpdateRace('Failed to update a ServiceWorker: Not found', worker)).toBe(false);
    expect(isWorkerUpdateRace(undefined, worker)).toBe(false);
  });
});
