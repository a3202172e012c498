/**
 * When stunned players roll over (ruleset option stunnedRollOver): 'anyTeamTurn' is [004]'s
 * sentence ("When a team turn ends, players that were stunned when the team turn began roll over
 * and become prone") and the Dungeon Bowl 2021 default; 'ownTeamTurn' is how Blood Bowl 2020 is
 * played: a stunned player misses exactly one of its own team turns. turn.test.ts has the
 * default's own tests.
 */
import { describe, expect, it } from 'vitest';
import { type Action, diceLeft, type Game, legalActions, play, scenario, sq } from '../src/index.ts';

const HALL = `
############
#A........B#
#A........B#
#A........B#
#A........B#
############
`;

const END: Action = { type: 'endTurn' };
const activeOf = (g: Game) => g.turn.order[g.turn.index];
const mayActivate = (g: Game, player: number) =>
  (legalActions(g)?.actions ?? []).some((a) => a.type === 'activate' && a.player === player);

describe('stunnedRollOver option', () => {
  it('defaults to anyTeamTurn, [004]’s reading', () => {
    const g = scenario({ map: HALL, players: [{ team: 0, at: [2, 2] }] });
    expect(g.options.stunnedRollOver).toBe('anyTeamTurn');
  });

  it('refuses any other value with a one-line error naming the option', () => {
    expect(() =>
      scenario({
        map: HALL,
        players: [{ team: 0, at: [2, 2] }],
        rules: { stunnedRollOver: 'never' as 'anyTeamTurn' },
      }),
    ).toThrow(/options\.rules\.stunnedRollOver stunnedRollOver must be 'anyTeamTurn' or 'ownTeamTurn'/);
  });
});

describe('ownTeamTurn: a stunned player stays down through its own team’s next turn', () => {
  it('a player stunned in its own team turn stays stunned through its next own turn, then is prone', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ag: 3 },
        { team: 1, at: [4, 3] },
      ],
      rules: { stunnedRollOver: 'ownTeamTurn' },
      // dodge 2 fails; armour 5+5 breaks AV 9; injury 2+2 stunned.
      dice: [2, 5, 5, 2, 2],
    });
    const fallen = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 3) },
    ]).game;
    expect(activeOf(fallen)).toBe(1);
    expect(fallen.players[0].status).toBe('stunned');
    // The opposing team's turn ends: still stunned (with anyTeamTurn it would be prone now).
    const ownTurn = play(fallen, [END]).game;
    expect(activeOf(ownTurn)).toBe(0);
    expect(ownTurn.players[0].status).toBe('stunned');
    expect(mayActivate(ownTurn, 0)).toBe(false);
    const { game } = play(ownTurn, [END]);
    expect(game.players[0].status).toBe('prone');
    expect(diceLeft(game)).toBe(0);
  });

  it('a player stunned in the opposing team’s turn stays stunned through its own next turn', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 2] },
        { team: 1, at: [8, 2], status: 'stunned' },
      ],
      rules: { stunnedRollOver: 'ownTeamTurn' },
      dice: [],
    });
    const ownTurn = play(g, [END]).game;
    expect(ownTurn.players[1].status).toBe('stunned');
    expect(mayActivate(ownTurn, 1)).toBe(false);
    const { game } = play(ownTurn, [END]);
    expect(game.players[1].status).toBe('prone');
  });

  it('at the end of a team turn only that team’s players stunned when it began roll over', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 2], status: 'stunned' },
        { team: 1, at: [8, 2], status: 'stunned' },
      ],
      rules: { stunnedRollOver: 'ownTeamTurn' },
      dice: [],
    });
    const { game } = play(g, [END]);
    expect(game.players.map((p) => p.status)).toEqual(['prone', 'stunned']);
  });
});

describe('anyTeamTurn ([004]): every player stunned when a team turn began rolls over at its end', () => {
  it('a player stunned in its own team turn is prone again for its next own turn', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ag: 3 },
        { team: 1, at: [4, 3] },
      ],
      dice: [2, 5, 5, 2, 2],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 3) },
      END,
    ]);
    expect(activeOf(game)).toBe(0);
    expect(game.players[0].status).toBe('prone');
    expect(mayActivate(game, 0)).toBe(true);
  });
});
