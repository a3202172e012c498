/**
 * Rules in words for the clients (rule-text.ts): the numbers come from the engine's own data, so
 * the words say what the rules do. [002] climbing out of a pit, [003]'s trap counter roll, and where
 * the pre-game's next chest, portal or trap counter may go.
 */
import { describe, expect, it } from 'vitest';
import {
  climbTarget,
  counterRollText,
  legalActions,
  PIT_CLIMB,
  pitText,
  placementText,
  scenario,
} from '../src/index.ts';
import { pregame } from './helpers/pregame.ts';

describe('a pit in words', () => {
  it('[002] climbs out on a 6, one less for each helper, never below 2 (a 1 always fails)', () => {
    expect(PIT_CLIMB).toBe(6);
    expect([0, 1, 2, 4, 5, 6].map(climbTarget)).toEqual([6, 5, 4, 2, 2, 2]);
    expect(pitText('map')).toBe('In a pit: climbs out on a 6 (+1 for each team-mate helping)');
    expect(pitText('map', true)).toBe('climbs out on a 6');
  });

  it("a revealed trap's pit is escaped before stepping out", () => {
    expect(pitText('trap')).toMatch(/escapes before it steps out/);
    expect(pitText('trap', true)).toBe('a revealed trap');
  });
});

describe('placing the pre-game pieces in words', () => {
  it("[003]'s trap counter roll: 1-3 nothing, 4-5 a pit, 6 a spiked pit", () => {
    expect(counterRollText()).toBe('1-3 nothing, 4-5 a pit, 6 a spiked pit');
    const { g, d } = pregame('classic', 'placeTrap');
    expect(placementText(g, d)).toMatch(/rolls a D6: 1-3 nothing, 4-5 a pit, 6 a spiked pit\.$/);
  });

  it("Dungeon Bowl 2021's chests: one per room, away from end-zone rooms and portals", () => {
    const { g, d } = pregame('dungeonbowl2021');
    expect(d.kind).toBe('placeChest');
    const rule = placementText(g, d);
    expect(rule).toMatch(/6 more chests/);
    expect(rule).toMatch(/at most one chest in a room/);
    expect(rule).toMatch(/not in an end zone's room nor in a room joined to one/);
    expect(rule).toMatch(/never within 2 squares of a portal/);
  });

  it("classic's chests: 8 squares from an end zone, 4 from another chest", () => {
    const { g, d } = pregame('classic', 'placeChest');
    const rule = placementText(g, d);
    expect(rule).toMatch(/at least 8 squares from any end zone/);
    expect(rule).toMatch(/at least 4 squares from another chest/);
    expect(rule).toMatch(/range ruler/);
  });

  it("Dungeon Bowl 2021's portals: in order, one per room, never within 2 squares of a chest", () => {
    const { g, d } = pregame('dungeonbowl2021', 'placePortal');
    const rule = placementText(g, d);
    expect(rule).toMatch(/portals in order, portal 1 next/);
    expect(rule).toMatch(/at most one portal in a room/);
    expect(rule).toMatch(/never within 2 squares of a chest/);
  });

  it("classic's portals go on any empty square; its trap counters anywhere but the others' end-zone rooms", () => {
    const portals = pregame('classic', 'placePortal');
    expect(placementText(portals.g, portals.d)).toMatch(/any empty square, even in an end zone/);
    const traps = pregame('classic', 'placeTrap');
    expect(placementText(traps.g, traps.d)).toMatch(/except in the other teams' end zones and the rooms/);
  });

  it('choosing an end zone: the one defended, the other scored in', () => {
    const { g, d } = pregame('classic', 'chooseEndZone');
    expect(placementText(g, d)).toMatch(/you score in the other end zone/);
  });

  it('says nothing outside the placing', () => {
    const g = scenario({ map: '#####\n#A.B#\n#####', players: [{ team: 0, at: [1, 1] }] });
    expect(placementText(g, legalActions(g))).toBeNull();
  });
});
