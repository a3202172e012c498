/**
 * Assists ([004] Blocking): +1 ST per open team-mate marking the other player, none from a
 * player marked by any other opposing player, none through a wall; and a block among three
 * teams, where "opposing" means every other team.
 * Block die faces on a D6: 1 Player Down, 3-4 Push, 6 POW.
 */
import { describe, expect, it } from 'vitest';
import { type Action, diceLeft, type GameEvent, legalActions, play, scenario, sq } from '../src/index.ts';

const ROOM = `
##########
#A......B#
#A......B#
#A......B#
#A......B#
##########
`;

const PD = 1;
const PUSH = 3;
const POW = 6;

const block = (player: number, target: number): Action => ({
  type: 'activate',
  player,
  action: 'block',
  target,
});

function blockDice(events: GameEvent[]) {
  return events.filter((e) => e.type === 'blockDice');
}

describe('Assists', () => {
  function diceFor(players: Parameters<typeof scenario>[0]['players']): { count: number; chooser: number } {
    const g = scenario({ map: ROOM, players, dice: [PUSH, PD, POW] });
    const { game, events } = play(g, [block(0, 1)]);
    const bd = blockDice(events)[0];
    if (bd.type !== 'blockDice') throw new Error('no block dice');
    return { count: bd.faces.length, chooser: bd.faces.length > 1 ? legalActions(game)!.team : bd.chooser };
  }

  it('an open team-mate marking the target gives the blocker +1 ST', () => {
    const r = diceFor([
      { team: 0, at: [3, 2] },
      { team: 1, at: [4, 2] },
      { team: 0, at: [4, 1] },
    ]);
    expect(r).toEqual({ count: 2, chooser: 0 });
  });

  it('two offensive assists against ST 2 make more than double: three dice', () => {
    const r = diceFor([
      { team: 0, at: [3, 2] },
      { team: 1, at: [4, 2], st: 2 },
      { team: 0, at: [4, 1] },
      { team: 0, at: [4, 3] },
    ]);
    expect(r).toEqual({ count: 3, chooser: 0 });
  });

  it('a team-mate marked by another opposing player gives no assist', () => {
    const r = diceFor([
      { team: 0, at: [3, 2] },
      { team: 1, at: [4, 2] },
      { team: 0, at: [4, 1] },
      { team: 1, at: [5, 1] },
    ]);
    // The blocker is not marked by the marker of its assister, so it is one die (3 v 3).
    expect(r.count).toBe(1);
  });

  it('an open team-mate of the target marking the blocker gives the target +1 ST, and its coach chooses', () => {
    const r = diceFor([
      { team: 0, at: [3, 2] },
      { team: 1, at: [4, 2] },
      { team: 1, at: [2, 1] },
    ]);
    expect(r).toEqual({ count: 2, chooser: 1 });
  });

  it('a defensive assister marked by another player of the blocking team gives no assist', () => {
    const r = diceFor([
      { team: 0, at: [3, 2] },
      { team: 1, at: [4, 2] },
      { team: 1, at: [2, 1] },
      { team: 0, at: [1, 1] },
    ]);
    expect(r.count).toBe(1);
  });

  it('prone team-mates give no assist', () => {
    const r = diceFor([
      { team: 0, at: [3, 2] },
      { team: 1, at: [4, 2] },
      { team: 0, at: [4, 1], status: 'prone' },
      { team: 1, at: [2, 1], status: 'stunned' },
    ]);
    expect(r.count).toBe(1);
  });

  it('offensive and defensive assists cancel out', () => {
    const r = diceFor([
      { team: 0, at: [3, 2] },
      { team: 1, at: [4, 2] },
      { team: 0, at: [4, 3] },
      { team: 1, at: [2, 1] },
    ]);
    expect(r.count).toBe(1);
  });

  it('no assist through a wall: a diagonal neighbour whose two corner squares are walls', () => {
    const CORNER = `
#######
#A...B#
#..#..#
#.#...#
#.....#
#######
`;
    const players = (assister: [number, number]) => [
      { team: 0, at: [4, 3] as [number, number] },
      { team: 1, at: [3, 3] as [number, number] },
      { team: 0, at: assister },
    ];
    const through = scenario({ map: CORNER, players: players([2, 2]), dice: [PUSH] });
    const r1 = play(through, [block(0, 1)]);
    expect(blockDice(r1.events)[0]).toMatchObject({ faces: ['push'] });
    // The same assister beside an open corner does help.
    const open = scenario({ map: CORNER, players: players([2, 4]), dice: [PUSH, POW] });
    const r2 = play(open, [block(0, 1)]);
    expect(blockDice(r2.events)[0]).toMatchObject({ faces: ['push', 'pow'] });
  });
});

describe('Three teams: "opposing" means every other team', () => {
  const HALL = `
###########
#A...B...C#
#.........#
#.........#
#.........#
###########
`;
  it('team-mates still assist, and a third team marking an assister cancels its assist', () => {
    const players = (third: [number, number]) => [
      { team: 0, at: [3, 2] as [number, number] },
      { team: 1, at: [4, 2] as [number, number] },
      { team: 0, at: [4, 3] as [number, number] },
      { team: 2, at: third },
    ];
    // Team 2 far away: the assist counts (2 dice, attacker chooses).
    const far = scenario({ map: HALL, players: players([8, 4]), dice: [PUSH, POW] });
    const r1 = play(far, [block(0, 1)]);
    expect(blockDice(r1.events)[0]).toMatchObject({ faces: ['push', 'pow'] });
    expect(legalActions(r1.game)!.team).toBe(0);
    // Team 2 marking the assister: it is an opposing player too, so no assist.
    const near = scenario({ map: HALL, players: players([5, 4]), dice: [PUSH] });
    const r2 = play(near, [block(0, 1)]);
    expect(blockDice(r2.events)[0]).toMatchObject({ faces: ['push'] });
  });

  it('a third-team player beside the target assists nobody', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2] },
        { team: 2, at: [5, 2] },
        { team: 2, at: [3, 3] },
      ],
      dice: [POW, 2, 2],
    });
    const { game, events } = play(g, [
      block(0, 1),
      { type: 'pushTo', sq: sq(g, 5, 1) },
      { type: 'followUp', yes: false },
    ]);
    expect(blockDice(events)[0]).toMatchObject({ faces: ['pow'] });
    expect(game.players[1]).toMatchObject({ status: 'prone', sq: sq(g, 5, 1) });
    expect(diceLeft(game)).toBe(0);
  });

  it('a player of team 0 may block a player of team 2 and its defence is the same', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 2] },
        { team: 2, at: [4, 2] },
        { team: 1, at: [2, 1] },
      ],
      dice: [PD, 3, 3],
    });
    // Team 1 marks the blocker but assists team 2? No: only team-mates of the target assist it.
    const { game, events } = play(g, [block(0, 1)]);
    expect(blockDice(events)[0]).toMatchObject({ faces: ['playerDown'] });
    expect(game.players[0].status).toBe('prone');
    expect(diceLeft(game)).toBe(0);
  });
});
