import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { createMockStore, handlersFor, type MockStore } from '@loan-h5/api/mocks';

/** Where the page's in-app navigation went: the router's current address, hash too (hidden). */
function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <div hidden data-location={`${pathname}${search}${hash}`} />;
}

/** A page container with the probe beside it, for stories that follow where the page goes. */
export function withLocationProbe(Page: ComponentType): ComponentType {
  return function PageWithLocation() {
    return (
      <>
        <Page />
        <LocationProbe />
      </>
    );
  };
}

/** The address the probe shows. */
export const locationOf = (canvasElement: HTMLElement) =>
  new URL(canvasElement.querySelector('[data-location]')!.getAttribute('data-location')!, 'http://app');

/**
 * Mock backends for one stories file: `backend(scenario)` gives a story's parameters a store of its own
 * (a scenario seeds its store), `reset()` puts every one back to its seed before each story, `storeOf`
 * finds a story's store from its play.
 */
export function scenarioBackends() {
  const stores: MockStore[] = [];
  return {
    backend(scenario = '') {
      const store = createMockStore();
      stores.push(store);
      return { msw: { handlers: { backend: handlersFor(scenario, store) } }, backendStore: store };
    },
    reset() {
      for (const store of stores) store.reset();
    },
    storeOf: (context: { parameters: Record<string, unknown> }) =>
      context.parameters.backendStore as MockStore,
  };
}
