import { describe, expect, it } from 'vitest';
import { moduleIdForScene, MODULE_ID, sceneOf } from './recommendedModule';

describe('moduleIdForScene', () => {
  it.each([
    ['1', 301],
    ['2', 301],
    [2, 301],
    [' 1 ', 301],
    ['3', 302],
    [3, 302],
    ['0', 300],
    ['4', 300],
    ['', 300],
    [null, 300],
    [undefined, 300],
    ['lucky', 300],
    ['01', 300],
  ] as const)('scene %j → module %i', (scene, moduleId) => {
    expect(moduleIdForScene(scene)).toBe(moduleId);
  });

  it('uses the three module ids of the spec', () => {
    expect(MODULE_ID).toEqual({ precise: 301, luckyBag: 302, other: 300 });
  });
});

describe('sceneOf', () => {
  it('reads the page query, 0 when there is none', () => {
    expect(sceneOf('3')).toBe('3');
    expect(sceneOf(' 2 ')).toBe('2');
    expect(sceneOf('')).toBe('0');
    expect(sceneOf('  ')).toBe('0');
    expect(sceneOf(null)).toBe('0');
    expect(sceneOf(undefined)).toBe('0');
  });
});
