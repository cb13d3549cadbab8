// How a mock handler carries out a chaos step (chaos.ts): which step a request gets, the broken replies
// that come before any work, and how many chaos requests are still on their way (the runner waits for
// them before it reads the record).
import { HttpResponse } from 'msw';
import type { Endpoint } from '../endpoint';
import { CHAOS_FAILURE_CODE, chaosStep, type ChaosSettings, type ChaosStep } from './chaos';
import { pick, type MockMarket } from './market';
import type { MarketData } from './store';

const NORMAL: ChaosStep = { kind: 'normal' };

const BUSY = {
  ID: 'Sistem sedang sibuk, silakan coba lagi nanti.',
  IN: 'The system is busy, please try again later.',
};

/** This request's step: counted per endpoint in the market's backend, logged when it is a fault. */
export function nextChaosStep(db: MarketData, endpoint: string, settings?: ChaosSettings): ChaosStep {
  if (!settings) return NORMAL;
  const nth = db.chaosCalls.get(endpoint) ?? 0;
  db.chaosCalls.set(endpoint, nth + 1);
  const step = chaosStep(settings, endpoint, nth);
  if (step.kind !== 'normal') db.chaosLog.push({ endpoint, nth, step });
  return step;
}

/** The reply of a step that fails before the backend does anything; undefined for the other steps. */
export function chaosReply(endpoint: Endpoint, step: ChaosStep, market: MockMarket): Response | undefined {
  switch (step.kind) {
    case 'network':
      return HttpResponse.error();
    case 'http-error': {
      const status = step.status ?? 502;
      const title = status === 502 ? '502 Bad Gateway' : '500 Internal Server Error';
      return new HttpResponse(
        `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1><hr><p>nginx</p></body></html>`,
        {
          status,
          headers: { 'Content-Type': 'text/html' },
        },
      );
    }
    case 'code': {
      const message = pick(market, BUSY);
      const body =
        endpoint.success === 'flag'
          ? { success: false, code: CHAOS_FAILURE_CODE, message, data: null }
          : { code: CHAOS_FAILURE_CODE, message, data: null };
      return HttpResponse.json(body);
    }
    case 'malformed':
      // A reply cut off on the way: JSON that ends in the middle.
      return new HttpResponse('{"code":0,"message":"success","data":{"', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    default:
      return undefined;
  }
}

let inFlight = 0;

/** A request under a chaos step started / ended (whatever its step: a normal one may wait for nothing). */
export function startChaos(step: ChaosStep): void {
  if (step !== NORMAL) inFlight += 1;
}
export function settleChaos(step: ChaosStep): void {
  if (step !== NORMAL) inFlight -= 1;
}

/** How many faulted requests of this page are still being answered (held back, slow or late). */
export const chaosInFlight = (): number => inFlight;
