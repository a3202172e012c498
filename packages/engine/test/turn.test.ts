import { describe, expect, it } from 'vitest';
import {
  type Action,
  diceLeft,
  type Game,
  type GameEvent,
  legalActions,
  play,
  sameAction,
  scenario,
  sq,
} from '../src/index.ts';

/** x 1..10 and y 1..5 are floor; A at x=1, B at x=10; portals 1 at (5,1) and 2 at (5,5). */
const HALL = `
############
#A...1....B#
#A........B#
#A........B#
#A........B#
#A...2....B#
############
`;

function actions(g: Game): Action[] {
  return legalActions(g)?.actions ?? [];
}

function offers(g: Game, a: Action): boolean {
  return actions(g).some((b) => sameAction(a, b));
}

const activeOf = (g: Game) => g.turn.order[g.turn.index];

function types(events: GameEvent[]): string[] {
  return events.map((e) => (e.type === 'roll' ? `roll:${e.purpose}` : e.type));
}

describe('The end of a team turn', () => {
  it('players of either team stunned when the team turn began roll over to prone when it ends', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 2], status: 'stunned' },
        { team: 1, at: [8, 2], status: 'stunned' },
        { team: 0, at: [2, 4] },
      ],
      dice: [],
    });
    const { game } = play(g, [{ type: 'endTurn' }]);
    expect(game.players[0].status).toBe('prone');
    expect(game.players[1].status).toBe('prone');
  });

  it('a player stunned during a team turn stays stunned through the next team turn', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ag: 3 },
        { team: 1, at: [4, 3] },
      ],
      // dodge 2 fails; armour 5+5 breaks AV 9; injury 2+2 stunned.
      dice: [2, 5, 5, 2, 2],
    });
    const afterFall = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 3) },
    ]).game;
    // The turnover ended team 0's turn; the player is still stunned in team 1's turn.
    expect(activeOf(afterFall)).toBe(1);
    expect(afterFall.players[0].status).toBe('stunned');
    const { game } = play(afterFall, [{ type: 'endTurn' }]);
    expect(game.players[0].status).toBe('prone');
    expect(diceLeft(game)).toBe(0);
  });

  it('a player stunned when the opposing team turn began is prone, and may act, in its own next turn', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 2] },
        { team: 1, at: [8, 2], status: 'stunned' },
      ],
      active: 0,
      dice: [],
    });
    // Stunned in team 0's turn, it rolls over at its end: prone, and may act in team 1's turn.
    const { game } = play(g, [{ type: 'endTurn' }]);
    expect(offers(game, { type: 'activate', player: 1, action: 'move' })).toBe(true);
  });

  it('a turnover ends the team turn once the dice the event causes are rolled', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [3, 3], ag: 3 },
        { team: 0, at: [3, 5] },
        { team: 1, at: [4, 3] },
      ],
      // dodge 2 fails; armour 5+5 breaks AV 9; injury 4+4 KO.
      dice: [2, 5, 5, 4, 4],
    });
    const { game, events } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 2, 3) },
    ]);
    const t = types(events);
    expect(t.indexOf('turnover')).toBeLessThan(t.indexOf('injury'));
    expect(t.indexOf('injury')).toBeLessThan(t.indexOf('turnEnd'));
    expect(game.players[0].status).toBe('ko');
    // Player 1 was never activated, but the team turn is over.
    expect(activeOf(game)).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });

  it('the next team in the turn order plays, and every team turn counts one in the turn number', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 2] },
        { team: 1, at: [8, 2] },
      ],
      turnNumber: 3,
      dice: [],
    });
    const { game: g1, events } = play(g, [{ type: 'endTurn' }]);
    expect(activeOf(g1)).toBe(1);
    expect(g1.turn.number).toBe(4);
    expect(events.find((e) => e.type === 'turnStart')).toEqual({ type: 'turnStart', team: 1, number: 4 });
    const g2 = play(g1, [{ type: 'endTurn' }]).game;
    expect(activeOf(g2)).toBe(0);
    expect(g2.turn.number).toBe(5);
    expect(g2.teams.map((t) => t.turnsTaken)).toEqual([1, 1]);
  });

  it('a team’s players may be activated again in its next team turn, and its once-per-turn actions return', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 2] },
        { team: 1, at: [8, 2] },
      ],
      dice: [],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'blitz', target: 1 },
      { type: 'endActivation' },
      { type: 'endTurn' },
      { type: 'endTurn' },
    ]);
    expect(offers(game, { type: 'activate', player: 0, action: 'blitz', target: 1 })).toBe(true);
  });

  it('with three teams the turn order cycles through every team', () => {
    const map = `
############
#A........B#
#A........B#
#....CC....#
############
`;
    const g = scenario({
      map,
      players: [
        { team: 0, at: [2, 1] },
        { team: 1, at: [9, 1] },
        { team: 2, at: [5, 2] },
      ],
      dice: [],
    });
    const seen: number[] = [activeOf(g)];
    let cur = g;
    for (let i = 0; i < 4; i++) {
      cur = play(cur, [{ type: 'endTurn' }]).game;
      seen.push(activeOf(cur));
      // Only the active team's players are offered.
      const who = actions(cur).flatMap((a) => (a.type === 'activate' ? [cur.players[a.player].team] : []));
      expect(new Set(who)).toEqual(new Set([activeOf(cur)]));
    }
    expect(seen).toEqual([0, 1, 2, 0, 1]);
    expect(cur.turn.number).toBe(3 + 4);
  });
});

describe('The magic sponge', () => {
  it('once per team turn a KO’d player may be moved to the reserves', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 2] },
        { team: 0, at: 'ko' },
        { team: 0, at: 'ko' },
        { team: 1, at: [8, 2] },
      ],
      dice: [],
    });
    expect(offers(g, { type: 'sponge', player: 1 })).toBe(true);
    const { game } = play(g, [{ type: 'sponge', player: 1 }]);
    expect(game.players[1].status).toBe('reserve');
    expect(actions(game).some((a) => a.type === 'sponge')).toBe(false);
    // It returns in the team's next turn.
    const later = play(game, [{ type: 'endTurn' }, { type: 'endTurn' }]).game;
    expect(offers(later, { type: 'sponge', player: 2 })).toBe(true);
  });

  it('the magic sponge does not help a casualty, or the other team', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: [2, 2] },
        { team: 1, at: [8, 2] },
        { team: 1, at: 'ko' },
      ],
      dice: [],
    });
    g.players.push({ ...g.players[0], id: 3, status: 'casualty', sq: -1 });
    expect(actions(g).some((a) => a.type === 'sponge')).toBe(false);
  });
});

describe('Entering through a portal', () => {
  it('once per team turn a player in the reserves enters on a rolled portal and may not move that turn', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: 'reserve' },
        { team: 0, at: 'reserve' },
        { team: 1, at: [8, 3] },
      ],
      dice: [2],
    });
    expect(offers(g, { type: 'enterPortal', player: 0 })).toBe(true);
    const { game } = play(g, [{ type: 'enterPortal', player: 0 }]);
    expect(game.players[0]).toMatchObject({ status: 'standing', sq: sq(g, 5, 5) });
    expect(actions(game).some((a) => a.type === 'enterPortal')).toBe(false);
    expect(actions(game).some((a) => a.type === 'activate' && a.player === 0)).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('the team with the first turn may not bring a player in on its first team turn', () => {
    const g = scenario({
      map: HALL,
      players: [
        { team: 0, at: 'reserve' },
        { team: 1, at: 'reserve' },
        { team: 0, at: [2, 3] },
      ],
      turnNumber: 1,
      dice: [1],
    });
    expect(actions(g).some((a) => a.type === 'enterPortal')).toBe(false);
    // The second team may on its first team turn (turn 2).
    const { game } = play(g, [{ type: 'endTurn' }]);
    expect(game.turn.number).toBe(2);
    expect(offers(game, { type: 'enterPortal', player: 1 })).toBe(true);
    const entered = play(game, [{ type: 'enterPortal', player: 1 }]).game;
    expect(entered.players[1]).toMatchObject({ status: 'standing', sq: sq(g, 5, 1) });
    expect(diceLeft(entered)).toBe(0);
  });
});
