/**
 * The actions listed most often are made once per value and shared (actions.ts): each is frozen
 * and equal to the plain object it stands for, the same value gives the same object, and however
 * many values a map or a record asks for, the tables never hold more than MAX_KEPT slots.
 */
import { describe, expect, it } from 'vitest';
import {
  activateAction,
  deployAction,
  enterPortalAction,
  keptSlots,
  MAX_KEPT,
  moveAction,
  placeAction,
  placeTrapAction,
} from '../src/actions.ts';

describe('the shared actions', () => {
  it('are frozen, equal to their plain objects, and the same object for the same value', () => {
    const made = [
      [activateAction(3, 'blitz', 14), { type: 'activate', player: 3, action: 'blitz', target: 14 }],
      [activateAction(3, 'move'), { type: 'activate', player: 3, action: 'move' }],
      [moveAction('step', 120), { type: 'step', to: 120 }],
      [moveAction('jump', 120), { type: 'jump', to: 120 }],
      [placeAction('placeChest', 77), { type: 'placeChest', sq: 77 }],
      [placeTrapAction(77, 'pit'), { type: 'placeTrap', sq: 77, marker: 'pit' }],
      [deployAction(5, 900), { type: 'deploy', player: 5, sq: 900 }],
      [enterPortalAction(7), { type: 'enterPortal', player: 7 }],
    ] as const;
    for (const [a, plain] of made) {
      expect(a).toEqual(plain);
      expect(Object.isFrozen(a)).toBe(true);
    }
    expect(moveAction('step', 120)).toBe(made[2][0]);
    expect(deployAction(5, 900)).toBe(made[6][0]);
    // Past the limits: still right, still frozen, made afresh.
    const far = moveAction('step', 10_000_000);
    expect(far).toEqual({ type: 'step', to: 10_000_000 });
    expect(Object.isFrozen(far)).toBe(true);
  });

  it('never hold more than MAX_KEPT slots, however far apart the squares asked for', () => {
    // Each player's deployment row filled out to the far corner of the largest map: 256 rows of
    // 40,000 slots would be ten million; the bound stops it.
    for (let player = 0; player < 256; player++) {
      const a = deployAction(player, 39_999);
      expect(a).toEqual({ type: 'deploy', player, sq: 39_999 });
      expect(Object.isFrozen(a)).toBe(true);
      expect(keptSlots()).toBeLessThanOrEqual(MAX_KEPT);
    }
    for (let sq = 0; sq < 40_000; sq += 997) expect(moveAction('jump', sq)).toEqual({ type: 'jump', to: sq });
    expect(keptSlots()).toBeLessThanOrEqual(MAX_KEPT);
  });
});
