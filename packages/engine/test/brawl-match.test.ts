/**
 * BRAWL 2013 ([002]) The game, Scoring, Reserves: a match of several touchdowns, scored in the
 * passages; the dungeon reset after each; time up on the score with league points; annihilation.
 */
import { describe, expect, it } from 'vitest';
import {
  apply,
  clockActions,
  createGame,
  dungeonOf,
  FIRE_TEAM,
  type Game,
  getBuiltinDungeon,
  legalActions,
  play,
  SHADOW_TEAM,
  sq,
} from '../src/index.ts';
import { ARENA, brawlScenario } from './helpers/brawl.ts';
import { hasAction, legal, ofType } from './helpers/classic.ts';

const move = (player: number) => ({ type: 'activate' as const, player, action: 'move' as const });

/** Team 0's carrier one step from team 1's passage; one more player a side. */
function nearPassage(extra: Partial<Parameters<typeof brawlScenario>[0]> = {}): Game {
  return brawlScenario({
    map: ARENA,
    players: [
      { team: 0, at: [11, 2] },
      { team: 0, at: [4, 3] },
      { team: 1, at: [9, 5] },
      { team: 1, at: 'reserve' },
    ],
    ball: { carrier: 0 },
    dice: [1],
    ...extra,
  });
}

describe('BRAWL 2013: Scoring in the passages', () => {
  it('the ball carrier entering a passage on the opponents side scores, and the match goes on', () => {
    const g = nearPassage();
    const { game, events } = play(g, [move(0), { type: 'step', to: sq(g, 12, 2) }]);
    expect(ofType(events, 'touchdown')).toEqual([{ type: 'touchdown', player: 0, team: 0 }]);
    expect(game.result).toBeNull();
    expect(game.score).toEqual([1, 0]);
    expect(ofType(events, 'dungeonReset')).toEqual([{ type: 'dungeonReset', score: [1, 0], first: 1 }]);
  });

  it('the squares in front of the passages are where a team sets up: no touchdown there', () => {
    const g = nearPassage({
      players: [
        { team: 0, at: [9, 2] },
        { team: 1, at: [9, 5] },
      ],
    });
    const { game } = play(g, [move(0), { type: 'step', to: sq(g, 10, 2) }]);
    expect(game.score).toEqual([0, 0]);
    expect(game.players[0].sq).toBe(sq(g, 10, 2));
  });

  it('Mage-netic Fields: a passage is a wall to every player but the ball carrier', () => {
    const g = nearPassage({ ball: { at: [6, 6 - 3] } });
    const { game } = play(g, [move(0)]);
    expect(hasAction(game, { type: 'step', to: sq(g, 12, 2) })).toBe(false);
    expect(hasAction(game, { type: 'step', to: sq(g, 12, 1) })).toBe(false);
    expect(hasAction(game, { type: 'step', to: sq(g, 10, 2) })).toBe(true);
  });
});

describe('BRAWL 2013: the dungeon reset after a touchdown', () => {
  it('everyone goes back to set up; the scorer deploys first on its own squares, the other team moves first', () => {
    const g = nearPassage();
    const { game } = play(g, [move(0), { type: 'step', to: sq(g, 12, 2) }]);
    expect(game.players.every((p) => p.status === 'reserve')).toBe(true);
    expect(game.ball.state).toBe('hidden');
    expect(game.chests.every((c) => !c.open)).toBe(true);
    const d = legalActions(game)!;
    expect(d.kind).toBe('deploy');
    expect(d.team).toBe(0);
    // Team 0 sets up on A (x 2-3), never in its own passages (x 1).
    const squares = new Set(d.actions.map((a) => (a.type === 'deploy' ? a.sq % game.width : -1)));
    expect([...squares].sort()).toEqual([2, 3]);
  });

  it('after both teams set up, the team that did not score takes its turn; re-rolls do not reset', () => {
    const g = nearPassage({ rerolls: [1, 0] });
    g.teams[0].rerolls = 1;
    let { game } = play(g, [move(0), { type: 'step', to: sq(g, 12, 2) }]);
    for (let guard = 0; guard < 10 && legalActions(game)?.kind === 'deploy'; guard++) {
      game = play(game, [legalActions(game)!.actions[0]]).game;
    }
    const d = legalActions(game)!;
    expect(d.kind).toBe('teamTurn');
    expect(d.team).toBe(1);
    expect(game.players.filter((p) => p.status === 'standing').map((p) => p.team)).toEqual([0, 0, 1, 1]);
    expect(game.teams[0].turnsTaken).toBe(1);
    expect(game.teams[0].rerolls).toBe(1);
  });

  it('a Knocked-out player recovers to the reserves on a 4+ between touchdowns', () => {
    const g = nearPassage({
      players: [
        { team: 0, at: [11, 2] },
        { team: 0, at: 'ko' },
        { team: 1, at: 'ko' },
        { team: 1, at: [9, 5] },
      ],
      dice: [4, 3, 1],
    });
    const { game } = play(g, [move(0), { type: 'step', to: sq(g, 12, 2) }]);
    expect(game.players.map((p) => p.status)).toEqual(['reserve', 'reserve', 'ko', 'reserve']);
  });

  it('a Secret Weapon is sent off as it returns to the dugout', () => {
    const g = nearPassage({
      players: [
        { team: 0, at: [11, 2] },
        { team: 1, at: [9, 5], skills: ['secretWeapon'] },
      ],
    });
    const { game } = play(g, [move(0), { type: 'step', to: sq(g, 12, 2) }]);
    expect(game.players[1].status).toBe('sentOff');
  });
});

describe('BRAWL 2013: the end of the match', () => {
  it('time up: the game ends on the score, with league points 3 and 0', () => {
    const g = nearPassage();
    g.score = [2, 1];
    const r = apply(g, { type: 'timeUp' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.game.result).toEqual({
      winner: 0,
      reason: 'time',
      detail: 'time is up at 2-1',
      score: [2, 1],
      points: [3, 0],
    });
  });

  it('a tie at time is a draw, even at 0-0: a point each, no overtime', () => {
    const r = apply(nearPassage(), { type: 'timeUp' });
    expect(r.ok && r.game.result).toMatchObject({ winner: null, score: [0, 0], points: [1, 1] });
  });

  it('the turn limit stands in for the clock in simulations', () => {
    const g = nearPassage({ turnsTaken: [3, 4], rules: { turnLimit: 4 } });
    g.score = [0, 1];
    const { game } = play(g, [{ type: 'endTurn' }]);
    expect(game.result).toMatchObject({ winner: 1, reason: 'time', score: [0, 1], points: [0, 3] });
  });

  it('annihilation at a level score: the winner wins, but no mercenary touchdown (the loser was not winning)', () => {
    const g = nearPassage({
      players: [
        { team: 0, at: [11, 2] },
        { team: 1, at: 'casualty' },
      ],
    });
    g.score = [1, 1];
    const { game } = play(g, [move(0)]);
    expect(game.result).toMatchObject({ winner: 0, reason: 'annihilation', score: [1, 1], points: [3, 0] });
  });

  it('annihilation: a team with nobody left loses at once; a leading team is overtaken by mercenary touchdowns', () => {
    const g = nearPassage({
      players: [
        { team: 0, at: [11, 2] },
        { team: 1, at: 'casualty' },
      ],
    });
    g.score = [0, 2];
    const { game } = play(g, [move(0)]);
    expect(game.result).toMatchObject({ winner: 0, reason: 'annihilation', score: [3, 2], points: [3, 0] });
  });
});

describe('BRAWL 2013: the clocks', () => {
  it('the clock keeper may end the turn: a turnover, and the other team plays', () => {
    const g = nearPassage();
    expect(clockActions(g)).toEqual([{ type: 'timeUp' }, { type: 'turnTimeExpired' }]);
    const r = apply(g, { type: 'turnTimeExpired' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(ofType(r.events, 'turnover')).toMatchObject([{ team: 0, reason: 'turn time expired' }]);
    expect(legalActions(r.game)?.team).toBe(1);
  });

  it('the match clock runs from the first team turn: no time up in the pre-game', () => {
    const made = createGame(
      {
        ruleset: 'brawl2013',
        dungeon: getBuiltinDungeon('brawl-classic')!.text,
        teams: [FIRE_TEAM, SHADOW_TEAM],
      },
      { seed: 1 },
    );
    if (!made.ok) throw new Error('set-up refused');
    expect(clockActions(made.game)).toEqual([]);
    const r = apply(made.game, { type: 'timeUp' });
    expect(r.ok || r.error).toEqual({
      code: 'NO_CLOCK',
      message: 'timeUp: the match clock starts with the first team turn',
    });
  });

  it('a clock action with another field is a bad action', () => {
    const r = apply(nearPassage(), { type: 'timeUp', team: 0 } as never);
    expect(r.ok || r.error).toEqual({ code: 'BAD_ACTION', message: 'a timeUp action has no other field' });
  });

  it('the other rulesets refuse the clocks and the D6 chests they do not play', () => {
    const setup = (ruleset: string) => ({
      ruleset,
      dungeon: getBuiltinDungeon('great-hall')!.text,
      teams: [FIRE_TEAM, SHADOW_TEAM],
    });
    const codes = (r: ReturnType<typeof createGame>) =>
      r.ok ? [] : r.errors.map((e) => `${e.code} ${e.path}`);
    expect(
      codes(createGame(setup('dungeonbowl2021'), { rules: { turnMinutes: 4, chestMethod: 'd6' } })),
    ).toEqual(['BAD_OPTION options.rules.turnMinutes', 'BAD_OPTION options.rules.chestMethod']);
    expect(codes(createGame(setup('classic'), { rules: { matchMinutes: 90 } }))).toEqual([
      'BAD_OPTION options.rules.matchMinutes',
    ]);
    // Dungeon Bowl 2021's optional time limit may take the match clock; the defaults always pass.
    expect(
      codes(createGame(setup('dungeonbowl2021'), { rules: { matchMinutes: 90, turnMinutes: null } })),
    ).toEqual([]);
  });

  it('a game with no clock refuses the clock actions, and changes nothing', () => {
    const g = nearPassage({ rules: { matchMinutes: null, turnMinutes: null } });
    const before = JSON.stringify(g);
    const r = apply(g, { type: 'timeUp' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toEqual({ code: 'NO_CLOCK', message: 'timeUp: this game has no match clock' });
    expect(JSON.stringify(g)).toBe(before);
    expect(legal(g).some((a) => a.type === 'timeUp')).toBe(false);
  });
});

describe('BRAWL 2013: Setup', () => {
  const setup = (dice: number[]) =>
    createGame(
      {
        ruleset: 'brawl2013',
        dungeon: getBuiltinDungeon('brawl-classic')!.text,
        teams: [FIRE_TEAM, SHADOW_TEAM],
      },
      { dice },
    );

  it('a D6 roll-off, re-rolling ties: the highest roll takes the first turn, and sets up last', () => {
    // The ball's chest (secret D6), the coin toss for sides (D2: team 0 chooses), then the first
    // turn's roll-off: 3-3 tied, rolled again, 2-5: team 1 moves first.
    const made = setup([1, 1, 3, 3, 2, 5]);
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    const { game: g, events } = play(made.game, [{ type: 'chooseEndZone', zone: 'A' }]);
    const rolls = ofType(events, 'roll').map((e) => `${e.purpose}:${e.value}`);
    expect(rolls).toEqual([
      'roll-off: first turn:3',
      'roll-off: first turn:3',
      'roll-off: first turn:2',
      'roll-off: first turn:5',
    ]);
    expect(g.turn.order[0]).toBe(1);
    // Team 0 deploys first, on the squares in front of its passages (never in them).
    const d = legalActions(g)!;
    expect(d.kind).toBe('deploy');
    expect(d.team).toBe(0);
    const dungeon = dungeonOf(g);
    expect(
      d.actions.every((a) => a.type === 'deploy' && !dungeon.passage[a.sq] && dungeon.endZone[a.sq] === 0),
    ).toBe(true);
  });
});
