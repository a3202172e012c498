/**
 * Table-top dice: a die the script does not hold is asked for with what the engine knows of it
 * (the player, the least roll that passes, the square, the other player, why it is rolled again,
 * whether it is secret), so a client can word the request. None of it changes a rule.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  apply,
  createGame,
  type DieRequest,
  FIRE_TEAM,
  type Game,
  play,
  SHADOW_TEAM,
  scenario,
  sq,
} from '../src/index.ts';

/** The die `action` needs and the script does not hold (it must run out there). */
function asked(g: Game, action: Action): DieRequest {
  const r = apply(g, action);
  if (r.ok) throw new Error('the action needed no other die');
  expect(r.error.code).toBe('DICE_EXHAUSTED');
  if (!r.error.die) throw new Error('no die named');
  return r.error.die;
}

const ROOM = `
##########
#A......B#
#A......B#
#A......B#
#A......B#
##########
`;

describe('A test asked for names the player, the least roll that passes and the square', () => {
  it('a dodge: the player, AG+ after the marking modifier, the square dodged to', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], ag: 3 },
        { team: 1, at: [4, 2] },
        // Marks the square dodged to: -1.
        { team: 1, at: [3, 4] },
      ],
      dice: [],
    });
    const { game } = play(g, [{ type: 'activate', player: 0, action: 'move' }]);
    const die = asked(game, { type: 'step', to: sq(g, 2, 3) });
    expect(die).toEqual({ sides: 6, purpose: 'dodge', player: 0, needs: 4, sq: sq(g, 2, 3) });
  });

  it('a rush: asked before the player moves, it names the square the player rushes to', () => {
    const g = scenario({ map: ROOM, players: [{ team: 0, at: [3, 2], ma: 1 }], dice: [] });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 4, 2) },
    ]);
    expect(asked(game, { type: 'step', to: sq(g, 5, 2) })).toMatchObject({
      purpose: 'rush',
      player: 0,
      needs: 2,
      sq: sq(g, 5, 2),
    });
  });

  it('a failed test re-rolled by a team re-roll says it is a re-roll', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2], ag: 3 },
        { team: 1, at: [4, 2] },
      ],
      rerolls: [1, 0],
      dice: [1],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 3) },
    ]);
    expect(asked(game, { type: 'reroll', source: 'team' })).toMatchObject({
      purpose: 'dodge',
      needs: 3,
      again: { why: 'reroll', source: 'team' },
    });
  });
});

describe('Armour, injury and block dice asked for', () => {
  const two = (dice: number[]) =>
    scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2], av: 9 },
      ],
      dice,
    });
  const block: Action = { type: 'activate', player: 0, action: 'block', target: 1 };

  it('block dice: the attacker, the defender, how many and who picks', () => {
    expect(asked(two([]), block)).toEqual({
      sides: 6,
      purpose: 'block',
      player: 0,
      against: 1,
      count: 1,
      chooser: 0,
      rolled: [],
    });
  });

  it('armour: the player hit, the 2D6 total that breaks it (AV), and the first die once rolled', () => {
    const g = two([6]);
    const { game } = play(g, [block, { type: 'pushTo', sq: sq(g, 5, 2) }]);
    expect(asked(game, { type: 'followUp', yes: false })).toEqual({
      sides: 6,
      purpose: 'armour',
      player: 1,
      needs: 9,
      count: 2,
      rolled: [],
    });
    const again = { ...game, dice: { kind: 'scripted' as const, rolls: [6, 4], pos: 1 } };
    expect(asked(again, { type: 'followUp', yes: false })).toMatchObject({
      purpose: 'armour',
      needs: 9,
      rolled: [4],
    });
  });
});

describe('A die rolled again says why', () => {
  const TWO_PORTALS = `
#########
#A.1..2B#
#A.....B#
#########
`;

  it('a portal die naming a portal the dungeon does not have is rolled again, saying which exist', () => {
    const g = scenario({ map: TWO_PORTALS, players: [{ team: 0, at: [2, 1] }], dice: [5] });
    const { game } = play(g, [{ type: 'activate', player: 0, action: 'move' }]);
    expect(asked(game, { type: 'step', to: sq(g, 3, 1) })).toEqual({
      sides: 6,
      purpose: 'portal',
      player: 0,
      again: { why: 'noPortal', value: 5, portals: [1, 2] },
    });
  });

  it('a tied roll-off is rolled again, naming the team each die is for', () => {
    const CHAIN = [
      '#'.repeat(34),
      '#AA#..#......#......#......#..#BB#',
      '#AA+..+......+......+......+..+BB#',
      '#AA+..+......+......+......+..+BB#',
      '#AA#..#......#......#......#..#BB#',
      '#'.repeat(34),
    ].join('\n');
    const r = createGame({ dungeon: `${CHAIN}\n`, teams: [FIRE_TEAM, SHADOW_TEAM] }, { dice: [3, 3] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors[0].die).toMatchObject({ team: 0, again: { why: 'tie', value: 3 } });
  });
});

describe('A coin toss names the team each face wins for', () => {
  it('the D2 for the choice of end zone: 1 for the first team listed, 2 for the second', () => {
    const CHAIN = [
      '#'.repeat(34),
      '#AA#..#......#......#......#..#BB#',
      '#AA+..+......+......+......+..+BB#',
      '#AA+..+......+......+......+..+BB#',
      '#AA#..#......#......#......#..#BB#',
      '#'.repeat(34),
    ].join('\n');
    const at = (x: number, y: number) => y * 34 + x;
    // The placement roll-off (5 against 2), then the ball hidden in the first chest.
    const r = createGame({ dungeon: `${CHAIN}\n`, teams: [FIRE_TEAM, SHADOW_TEAM] }, { dice: [5, 2, 1] });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const placed = play(r.game, [
      ...[7, 14, 21].map((x): Action => ({ type: 'placeChest', sq: at(x, 1) })),
      ...[12, 19].map((x): Action => ({ type: 'placePortal', sq: at(x, 4) })),
    ]);
    expect(asked(placed.game, { type: 'placePortal', sq: at(26, 4) })).toEqual({
      sides: 2,
      purpose: 'coin toss: choice of end zone',
      wins: [0, 1],
    });
    // Rolled, the die's event says it too, so a log credits the toss from the engine's word.
    const d = placed.game.dice;
    if (d.kind !== 'scripted') throw new Error('scripted dice expected');
    const more = { ...placed.game, dice: { ...d, rolls: [...d.rolls, 2] } };
    const tossed = apply(more, { type: 'placePortal', sq: at(26, 4) });
    if (!tossed.ok) throw new Error(tossed.error.message);
    const coin = tossed.events.find((e) => e.type === 'roll' && e.die === 2);
    expect(coin).toMatchObject({ value: 2, purpose: 'coin toss: choice of end zone', wins: [0, 1] });
  });
});

describe('A secret die is asked for as one', () => {
  it('the roll hiding the ball in a chest is marked secret', () => {
    const CHAIN = [
      '#'.repeat(34),
      '#AA#..#......#......#......#..#BB#',
      '#AA+..+......+......+......+..+BB#',
      '#AA+..+......+......+......+..+BB#',
      '#AA#..#......#......#......#..#BB#',
      '#'.repeat(34),
    ].join('\n');
    const at = (x: number, y: number) => y * 34 + x;
    const r = createGame({ dungeon: `${CHAIN}\n`, teams: [FIRE_TEAM, SHADOW_TEAM] }, { dice: [5, 2] });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const placed = play(r.game, [
      ...[7, 14, 21].map((x): Action => ({ type: 'placeChest', sq: at(x, 1) })),
      ...[12, 19].map((x): Action => ({ type: 'placePortal', sq: at(x, 4) })),
    ]);
    expect(asked(placed.game, { type: 'placePortal', sq: at(26, 4) })).toEqual({
      sides: 3,
      purpose: 'hide the ball',
      secret: true,
    });
  });
});
