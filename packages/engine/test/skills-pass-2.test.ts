/**
 * More of skills-pass.test.ts (helpers shared in helpers/skills-pass.ts): Animosity, Always Hungry, On the Ball, Bombardier.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  diceLeft,
  type Game,
  type GameEvent,
  legalActions,
  play,
  type ScenarioPlayer,
  scenario,
  sq,
} from '../src/index.ts';
import {
  activationOver,
  handOff,
  legal,
  pass,
  passing,
  ROOM,
  tests,
  turnedOver,
  use,
} from './helpers/skills-pass.ts';

describe('Animosity', () => {
  /** Player 1 is a 'goblin-lineman'; player 2 a 'dwarf-blocker'. */
  function goblins(dice: number[], skill: string, rerolls = 0): Game {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 3], skills: [skill] },
        { team: 0, at: [4, 3] },
        { team: 0, at: [3, 4] },
        { team: 0, at: [6, 1] },
      ],
      ball: { carrier: 0 },
      dice,
      rerolls: [rerolls, 0],
    });
    g.players[1].position = 'goblin-lineman';
    g.players[2].position = 'dwarf-blocker';
    g.players[3].position = 'goblin-lineman';
    return g;
  }

  it('Animosity: on a 1 the player refuses to hand off: it keeps the ball, its activation ends, the Hand-off is used', () => {
    const g = goblins([1], 'animosity:all');
    const { game, events } = handOff(g, 1);
    expect(tests(events, 'animosity')[0]).toMatchObject({ player: 0, roll: 1, ok: false });
    expect(game.ball).toMatchObject({ state: 'carried', carrier: 0 });
    expect(turnedOver(events)).toBe(false);
    expect(activationOver(game)).toBe(true);
    expect(legal(game).some((a) => a.type === 'activate' && a.action === 'handOff')).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('on 2+ the hand-off goes ahead', () => {
    const g = goblins([2, 3], 'animosity:all');
    const { game } = handOff(g, 1);
    expect(game.ball.carrier).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('Animosity (X) counts only team-mates of the type named: no roll for the others', () => {
    const g = goblins([3], 'animosity:goblin');
    const { game, events } = handOff(g, 2);
    expect(tests(events, 'animosity')).toHaveLength(0);
    expect(game.ball.carrier).toBe(2);
    expect(diceLeft(game)).toBe(0);
  });

  it('Animosity: passing to a square occupied by a disliked team-mate may be refused too', () => {
    const g = goblins([1], 'animosity:goblin');
    const { game, events } = pass(g, 6, 1);
    expect(tests(events, 'animosity')[0]).toMatchObject({ roll: 1, ok: false });
    expect(tests(events, 'pass')).toHaveLength(0);
    expect(game.ball.carrier).toBe(0);
    expect(activationOver(game)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('the animosity roll may be re-rolled with a team re-roll', () => {
    const g = goblins([1, 4, 3], 'animosity:all', 1);
    const { game } = handOff(g, 1, [{ type: 'reroll', source: 'team' }]);
    expect(game.ball.carrier).toBe(1);
    expect(game.teams[0].rerolls).toBe(0);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Always Hungry', () => {
  function hungry(dice: number[], withBall = false): Game {
    return scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 3], st: 5, skills: ['throwTeamMate', 'alwaysHungry'] },
        { team: 0, at: [4, 3], st: 2, skills: ['rightStuff'] },
      ],
      ...(withBall ? { ball: { carrier: 1 } } : {}),
      dice,
    });
  }
  const toss = (g: Game) =>
    play(g, [
      { type: 'activate', player: 0, action: 'throwTeamMate' },
      { type: 'throwTeamMate', thrown: 1, to: sq(g, 6, 3) },
    ]);

  it('Always Hungry: on 2+ the throw goes ahead', () => {
    const { game, events } = toss(hungry([2, 4, 5, 4, 7, 3]));
    expect(tests(events, 'alwaysHungry')[0]).toMatchObject({ roll: 2, ok: true });
    expect(game.players[1]).toMatchObject({ status: 'standing', sq: sq(game, 6, 4) });
    expect(diceLeft(game)).toBe(0);
  });

  it('Always Hungry: a 1 and then a 1 eats the team-mate: removed for good, the activation ends', () => {
    const { game, events } = toss(hungry([1, 1]));
    expect(game.players[1]).toMatchObject({ status: 'casualty', casualty: 'dead', sq: -1 });
    expect(game.occ[sq(game, 4, 3)]).toBe(-1);
    // Without the ball it is no turnover ([004]: only an eaten ball carrier is).
    expect(turnedOver(events)).toBe(false);
    expect(activationOver(game)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('an eaten ball carrier drops the ball, which bounces from its square: a turnover', () => {
    const { game, events } = toss(hungry([1, 1, 5], true));
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(game, 5, 3) });
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('Always Hungry: a 1 then 2+ and the team-mate squirms free: the throw is fumbled', () => {
    // Escape 2; fumbled: bounce 2 = North from the thrower to (3, 2), landing 4 at -1; a turnover.
    const { game, events } = toss(hungry([1, 2, 2, 4]));
    expect(tests(events, 'escape')[0]).toMatchObject({ player: 1, roll: 2, ok: true });
    expect(tests(events, 'throwTeamMate')).toHaveLength(0);
    expect(tests(events, 'landing')[0]).toMatchObject({ modifier: -1, ok: true });
    expect(game.players[1]).toMatchObject({ status: 'standing', sq: sq(game, 3, 2) });
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('On the Ball', () => {
  it('On the Ball: once the pass is declared, an opponent with it may move up to 3 squares before the accuracy test', () => {
    const g = passing(
      [
        { team: 0, at: [7, 3] },
        { team: 1, at: [5, 5], skills: ['onTheBall'] },
      ],
      [5, 3],
    );
    const declared = pass(g, 7, 3);
    expect(legalActions(declared.game)).toMatchObject({
      team: 1,
      actions: [use('onTheBall', true, 2), use('onTheBall', false)],
    });
    // No roll yet: the accuracy test comes after the move.
    expect(tests(declared.events, 'pass')).toHaveLength(0);
    const moved = play(declared.game, [
      use('onTheBall', true, 2),
      { type: 'step', to: sq(g, 4, 5) },
      { type: 'step', to: sq(g, 5, 4) },
      { type: 'step', to: sq(g, 5, 3) },
    ]);
    // Three squares moved: the pass goes on, and the mover now stands under the ruler.
    expect(moved.game.players[2].sq).toBe(sq(g, 5, 3));
    expect(legalActions(moved.game)).toMatchObject({
      team: 1,
      actions: [{ type: 'interfere', player: 2 }, { type: 'noInterference' }],
    });
    const done = play(moved.game, [{ type: 'noInterference' }]);
    expect(done.game.ball.carrier).toBe(1);
    expect(diceLeft(done.game)).toBe(0);
  });

  it('the coach may stop early or decline; the pass then goes on', () => {
    const g = passing(
      [
        { team: 0, at: [5, 3] },
        { team: 1, at: [5, 5], skills: ['onTheBall'] },
      ],
      [4, 3],
    );
    const { game } = pass(g, 5, 3, [
      use('onTheBall', true, 2),
      { type: 'step', to: sq(g, 6, 5) },
      use('onTheBall', false),
    ]);
    expect(game.players[2].sq).toBe(sq(g, 6, 5));
    expect(game.ball.carrier).toBe(1);
    const declined = pass(g, 5, 3, [use('onTheBall', false)]);
    expect(declined.game.players[2].sq).toBe(sq(g, 5, 5));
    expect(declined.game.ball.carrier).toBe(1);
    expect(diceLeft(declined.game)).toBe(0);
  });

  it('the move follows the normal rules: leaving a marked square needs a dodge; a fall in the passer’s turn is no turnover', () => {
    // The On the Ball player marks the passer; it dodges away (1: falls over, armour 2 + 2 holds).
    // The passer is then unmarked: pass 4 with no modifier, catch 3.
    const g = passing(
      [
        { team: 0, at: [5, 3] },
        { team: 1, at: [4, 4], skills: ['onTheBall'] },
      ],
      [1, 2, 2, 4, 3],
    );
    const { game, events } = pass(g, 5, 3, [use('onTheBall', true, 2), { type: 'step', to: sq(g, 5, 5) }]);
    expect(tests(events, 'dodge')[0]).toMatchObject({ player: 2, ok: false });
    expect(game.players[2]).toMatchObject({ status: 'prone', sq: sq(g, 5, 5) });
    expect(tests(events, 'pass')[0]).toMatchObject({ modifier: 0, ok: true });
    expect(turnedOver(events)).toBe(false);
    expect(game.ball.carrier).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('On the Ball against a Dump-off: a player falling over in its own team turn is a turnover', () => {
    // Team 0 blocks the Dump-off player 1; team 0's player 3 uses On the Ball and fails its dodge
    // (1; armour 2 + 2). The Quick pass then goes on: 5 - 1 (marked), caught with 3.
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [4, 3] },
        { team: 1, at: [5, 3], skills: ['dumpOff'] },
        { team: 1, at: [7, 3] },
        { team: 0, at: [6, 2], skills: ['onTheBall'] },
      ],
      ball: { carrier: 1 },
      dice: [1, 2, 2, 5, 3, 1, 1, 1],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'block', target: 1 },
      use('dumpOff', true),
      { type: 'pass', to: sq(g, 7, 3) },
      use('onTheBall', true, 3),
      { type: 'step', to: sq(g, 7, 1) },
    ]);
    expect(game.players[3]).toMatchObject({ status: 'prone', sq: sq(g, 7, 1) });
    expect(events).toContainEqual({ type: 'turnover', team: 0, reason: 'fell over' });
    expect(tests(events, 'pass')[0]).toMatchObject({ player: 1, modifier: -1, ok: true });
    expect(game.ball.carrier).toBe(2);
    // No diceLeft check: whether the block is still rolled after the turnover is block.ts's rule.
  });

  it('a team-mate of the passer is never asked', () => {
    const g = passing(
      [
        { team: 0, at: [5, 3] },
        { team: 0, at: [5, 5], skills: ['onTheBall'] },
      ],
      [4, 3],
    );
    const { game } = pass(g, 5, 3);
    expect(game.ball.carrier).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Bombardier', () => {
  const bombEvents = (events: GameEvent[]) =>
    events.filter((e): e is Extract<GameEvent, { type: 'bomb' }> => e.type === 'bomb');
  const armourOf = (events: GameEvent[], player: number) =>
    events.filter(
      (e): e is Extract<GameEvent, { type: 'armour' }> => e.type === 'armour' && e.player === player,
    );

  /** Player 0 (team 0) at (3, 3) is a Bombardier; the others follow. */
  function bomber(others: ScenarioPlayer[], dice: number[], ball?: { carrier: number }): Game {
    return scenario({
      map: ROOM,
      players: [{ team: 0, at: [3, 3], skills: ['bombardier'] }, ...others],
      dice,
      ...(ball ? { ball } : {}),
    });
  }
  const bomb = (g: Game, x: number, y: number, more: Action[] = []) =>
    play(g, [
      { type: 'activate', player: 0, action: 'throwBomb' },
      { type: 'throwBomb', to: sq(g, x, y) },
      ...more,
    ]);

  it('Bombardier: a Standing player may throw a bomb, without moving first; one bomb per team turn, the Pass is kept', () => {
    const g = bomber(
      [
        { team: 0, at: [3, 5], skills: ['bombardier'] },
        { team: 0, at: [5, 5], status: 'prone', skills: ['bombardier'] },
      ],
      [],
    );
    const declarations = legal(g).filter((a) => a.type === 'activate' && a.action === 'throwBomb');
    expect(declarations).toEqual([
      { type: 'activate', player: 0, action: 'throwBomb' },
      { type: 'activate', player: 1, action: 'throwBomb' },
    ]);
    const { game } = play(g, [{ type: 'activate', player: 0, action: 'throwBomb' }]);
    expect(legal(game).some((a) => a.type === 'step')).toBe(false);
    expect(legal(game)).toContainEqual({ type: 'throwBomb', to: sq(g, 6, 3) });
    const next = play(game, [{ type: 'endActivation' }]).game;
    expect(legal(next).some((a) => a.type === 'activate' && a.action === 'throwBomb')).toBe(false);
    expect(legal(next)).toContainEqual({ type: 'activate', player: 1, action: 'pass' });
  });

  it('Bombardier: a bomb in an empty square explodes: players next to it are hit on 4+, Placed Prone, armour +1', () => {
    // Accurate (4). Blast: 4 hits player 1 at (7, 3), 3 misses the prone player 2. Armour 4 + 4 + 1
    // breaks AV 9; injury 3 + 3: stunned.
    const g = bomber(
      [
        { team: 1, at: [7, 3] },
        { team: 1, at: [6, 4], status: 'prone' },
      ],
      [4, 4, 3, 4, 4, 3, 3],
    );
    const { game, events } = bomb(g, 6, 3);
    expect(bombEvents(events).map((e) => e.what)).toEqual(['thrown', 'lands', 'explodes']);
    expect(armourOf(events, 1)[0]).toMatchObject({ roll: 8, modifier: 1, broken: true });
    expect(armourOf(events, 2)).toHaveLength(0);
    expect(game.players[1].status).toBe('stunned');
    expect(game.players[2].status).toBe('prone');
    expect(turnedOver(events)).toBe(false);
    expect(activationOver(game)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('bombs do not bounce: an inaccurate bomb scatters three times and explodes where it lands', () => {
    const g = bomber([], [2, 5, 5, 5]);
    const { game, events } = bomb(g, 6, 3);
    expect(bombEvents(events).at(-1)).toEqual({ type: 'bomb', what: 'explodes', sq: sq(g, 9, 3) });
    expect(diceLeft(game)).toBe(0);
  });

  it('a caught bomb explodes on 4+; on 1-3 the catcher must throw it on at once (and a dropped one explodes)', () => {
    // The opponent at (6, 3) catches (3); fuse 2: its coach throws it back at the bomber (4,
    // accurate), who drops it (2): it explodes on the bomber (armour 1 + 1), no turnover.
    const g = bomber([{ team: 1, at: [6, 3] }], [4, 3, 2, 4, 2, 1, 1]);
    const thrown = bomb(g, 6, 3);
    expect(legalActions(thrown.game)?.team).toBe(1);
    expect(legal(thrown.game)).toContainEqual({ type: 'throwBomb', to: sq(g, 3, 3) });
    const { game, events } = play(thrown.game, [{ type: 'throwBomb', to: sq(g, 3, 3) }]);
    expect(bombEvents(events).at(-1)).toEqual({ type: 'bomb', what: 'explodes', sq: sq(g, 3, 3) });
    expect(game.players[0].status).toBe('prone');
    expect(game.players[1].status).toBe('standing');
    expect(turnedOver(events)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('a caught bomb with a fuse of 4+ explodes in the catcher’s hands', () => {
    const g = bomber([{ team: 1, at: [6, 3] }], [4, 3, 4, 1, 1]);
    const { game, events } = bomb(g, 6, 3);
    expect(bombEvents(events).map((e) => e.what)).toEqual(['thrown', 'lands', 'caught', 'explodes']);
    expect(game.players[1].status).toBe('prone');
    expect(diceLeft(game)).toBe(0);
  });

  it('a fumbled bomb explodes on the thrower; a ball carrier Placed Prone by it is a turnover', () => {
    // Fumble (1). Blast 5 hits team-mate 1 at (4, 3), who holds the ball. Armour 1 + 1 each; the
    // ball bounces East to (5, 3).
    const g = bomber([{ team: 0, at: [4, 3] }], [1, 5, 1, 1, 1, 1, 5], { carrier: 1 });
    const { game, events } = bomb(g, 6, 3);
    expect(game.players[0].status).toBe('prone');
    expect(game.players[1].status).toBe('prone');
    expect(game.ball).toMatchObject({ state: 'ground', sq: sq(g, 5, 3) });
    expect(turnedOver(events)).toBe(true);
    expect(diceLeft(game)).toBe(0);
  });

  it('a bomb may be interfered with; a deflection not turned into an interception explodes on the interferer', () => {
    const g = bomber(
      [
        { team: 0, at: [7, 3] },
        { team: 1, at: [5, 3] },
      ],
      [5, 6, 2, 1, 1],
    );
    const { game, events } = bomb(g, 7, 3, [{ type: 'interfere', player: 2 }]);
    expect(tests(events, 'interference')[0]).toMatchObject({ player: 2, ok: true });
    expect(bombEvents(events).at(-1)).toEqual({ type: 'bomb', what: 'explodes', sq: sq(g, 5, 3) });
    expect(game.players[2].status).toBe('prone');
    expect(game.players[1].status).toBe('standing');
    expect(diceLeft(game)).toBe(0);
  });
});
