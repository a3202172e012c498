/**
 * Dungeon Brawl ([000]) Setup, Team Setup, Gameplay Flow and Scoring: squads of four, 4 to 16
 * teams, the central start room, the order of play by rolls, and the first ball carrier into any
 * declared end zone winning at once.
 */
import { describe, expect, it } from 'vitest';
import { squaresApart, startRoomTiles } from '../src/dungeon/analyse.ts';
import {
  apply,
  createGame,
  dungeonOf,
  FIRE_TEAM,
  type Game,
  getBuiltinDungeon,
  legalActions,
  play,
  SHADOW_TEAM,
  sq,
  squadOf,
  type TeamFile,
} from '../src/index.ts';
import { ofType } from './helpers/classic.ts';
import { dbScenario, HALLS } from './helpers/dungeonbrawl.ts';

const PIT = getBuiltinDungeon('brawl-pit')!.text;

/** `n` squads of four, Fire and Shadow in turn, named apart. */
function squads(n: number): TeamFile[] {
  return Array.from({ length: n }, (_, i) => ({
    ...squadOf(i % 2 === 0 ? FIRE_TEAM : SHADOW_TEAM),
    name: `Squad ${i + 1}`,
  }));
}

function errors(teams: TeamFile[], dungeon = PIT) {
  const r = createGame({ ruleset: 'dungeonbrawl', dungeon, teams }, { seed: 1 });
  return r.ok ? [] : r.errors;
}

describe('Dungeon Brawl: Team Setup', () => {
  it('each coach selects 4 players: a team of more or fewer is refused, naming the team', () => {
    const teams = squads(4);
    teams[2] = { ...teams[2], players: FIRE_TEAM.players.slice(1, 6) };
    expect(errors(teams)).toEqual([
      { code: 'SQUAD_SIZE', message: 'a Dungeon Brawl team has 4 players, not 5', path: 'teams[2].players' },
    ]);
  });

  it('at most 1 Big Guy or Star player: a second one is refused with its name', () => {
    const teams = squads(4);
    const ogre = FIRE_TEAM.players[0];
    teams[1] = {
      ...FIRE_TEAM,
      players: [ogre, { ...ogre, number: 20, name: 'Second Ogre' }, ...FIRE_TEAM.players.slice(1, 3)],
    };
    const out = errors(teams);
    expect(out.map((e) => e.path)).toEqual(['teams[1].players[1].position']);
    expect(out[0].message).toContain('Second Ogre is a second Big Guy or Star Player');
  });

  it('one Big Guy is allowed: squadOf keeps the first and skips any other', () => {
    const squad = squadOf(FIRE_TEAM);
    expect(squad.players.map((p) => p.position)).toEqual([
      'ogre',
      'dwarf-blitzer',
      'dwarf-blitzer',
      'dwarf-runner',
    ]);
    expect(errors(squads(4))).toEqual([]);
  });
});

describe('Dungeon Brawl: best played with 4 or more teams (4 to 16)', () => {
  it('three teams or seventeen are refused; 4 and 16 are played', () => {
    expect(errors(squads(3)).map((e) => e.code)).toEqual(['TEAM_COUNT']);
    expect(errors(squads(3))[0].message).toBe('Dungeon Brawl is played by 4 to 16 teams, not 3');
    expect(errors(squads(4))).toEqual([]);
    expect(errors(squads(16), getBuiltinDungeon('twin-pits')!.text)).toEqual([]);
  });

  it('end zones belong to nobody: one end zone serves any number of teams', () => {
    const oneZone = PIT.split('\n')
      .map((l) => (l.startsWith('#') ? l.replace(/B/g, '.') : l))
      .join('\n');
    expect(errors(squads(7), oneZone)).toEqual([]);
  });

  it('a map that cannot seat the teams is refused: no start room, no end zone, too few start rooms', () => {
    const message = (teams: TeamFile[], dungeon: string) => errors(teams, dungeon).map((e) => e.message);
    expect(message(squads(4), HALLS)).toEqual([
      "the dungeon 'Unnamed dungeon' cannot seat 4 teams for Dungeon Brawl: 0 rooms of 10 x 10 squares or more; 4 teams need 1",
    ]);
    const noZones = PIT.split('\n')
      .map((l) => (l.startsWith('#') ? l.replace(/[AB]/g, '.') : l))
      .join('\n');
    expect(message(squads(4), noZones)).toEqual([
      "the dungeon 'The Brawl Pit' cannot seat 4 teams for Dungeon Brawl: no end zone",
    ]);
    expect(message(squads(8), PIT)[0]).toContain('cannot seat 8 teams for Dungeon Brawl');
  });
});

/** Plays the pre-game by always taking the first legal action. */
function pregame(
  seed: number,
  teams = squads(4),
  dungeon = PIT,
): { game: Game; events: ReturnType<typeof ofType> } {
  const made = createGame({ ruleset: 'dungeonbrawl', dungeon, teams }, { seed });
  if (!made.ok) throw new Error(JSON.stringify(made.errors));
  let g = made.game;
  const events = [...made.events];
  while (g.turn.index < 0 && !g.result) {
    const r = apply(g, legalActions(g)!.actions[0]);
    if (!r.ok) throw new Error(r.error.message);
    g = r.game;
    events.push(...r.events);
  }
  return { game: g, events: events as ReturnType<typeof ofType> };
}

describe('Dungeon Brawl: Teams start in the central room', () => {
  it('all 4 players of every team start in the central room, each next to a team-mate, 2 or more squares from other teams', () => {
    for (const seed of [1, 2, 3]) {
      const { game: g } = pregame(seed, squads(6));
      const d = dungeonOf(g);
      const room = new Set(startRoomTiles(d, 10).flatMap((t) => d.tiles[t].squares));
      for (const p of g.players) {
        expect(p.status).toBe('standing');
        expect(room.has(p.sq)).toBe(true);
        const mates = g.players.filter((q) => q.team === p.team && q.id !== p.id);
        expect(mates.some((q) => squaresApart(d, p.sq, q.sq) === 1)).toBe(true);
        for (const q of g.players)
          if (q.team !== p.team) expect(squaresApart(d, p.sq, q.sq)).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('no end zone is chosen: the pre-game goes from the roll-off to the set-up', () => {
    const { game, events } = pregame(1);
    expect(events.some((e) => e.type === 'endZone')).toBe(false);
    expect(game.teams.every((t) => t.endZone === null)).toBe(true);
  });

  it('a set-up square is refused when it is next to another team', () => {
    const made = createGame({ ruleset: 'dungeonbrawl', dungeon: PIT, teams: squads(4) }, { seed: 1 });
    if (!made.ok) throw new Error('setup');
    let g = made.game;
    // The trap markers first, then the first team's four, then the next team's first player:
    // never beside the first team.
    while (legalActions(g)!.kind !== 'deploy') g = play(g, [legalActions(g)!.actions[0]]).game;
    for (let i = 0; i < 4; i++) g = play(g, [legalActions(g)!.actions[0]]).game;
    const placed = g.players.filter((p) => p.sq >= 0).map((p) => p.sq);
    const next = legalActions(g)!.actions.flatMap((a) => (a.type === 'deploy' ? [a.sq] : []));
    const d = dungeonOf(g);
    expect(next.length).toBeGreaterThan(0);
    for (const s of next) for (const p of placed) expect(squaresApart(d, s, p)).toBeGreaterThanOrEqual(2);
  });
});

describe('Dungeon Brawl: order of play among the coaches decided by rolls', () => {
  it('every coach rolls a D6; the highest places first and plays first, and turns follow the roll order', () => {
    const r = createGame(
      { ruleset: 'dungeonbrawl', dungeon: PIT, teams: squads(4) },
      { dice: [2, 5, 3, 6, 1] },
    );
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    // The ball hidden first (a die for its chest), then the roll-off: teams 0..3 roll 5, 3, 6, 1.
    const rolls = ofType(r.events, 'roll').map((e) => e.purpose);
    expect(rolls).toEqual(['hide the ball', ...Array(4).fill('roll-off: order of play')]);
    let g = r.game;
    const placing: Record<string, number[]> = {};
    while (g.turn.index < 0) {
      const d = legalActions(g)!;
      placing[d.kind] = placing[d.kind] ?? [];
      if (placing[d.kind].at(-1) !== d.team) placing[d.kind].push(d.team);
      g = play(g, [d.actions[0]]).game;
    }
    // Trap markers, then the set-up, in the roll's order.
    expect(placing).toEqual({ placeTrap: [2, 0, 1, 3], deploy: [2, 0, 1, 3] });
    expect(g.turn.order).toEqual([2, 0, 1, 3]);
    expect(legalActions(g)!.team).toBe(2);
  });
});

describe('Dungeon Brawl: Win Condition', () => {
  const players = [
    { team: 0, at: [2, 3] as [number, number] },
    { team: 1, at: [10, 6] as [number, number] },
    { team: 2, at: [15, 3] as [number, number] },
    { team: 3, at: [17, 7] as [number, number] },
  ];

  it('a player carrying the ball into any end zone wins at once (A, the nearest)', () => {
    const g = dbScenario({ map: HALLS, players, ball: { carrier: 0 } });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 1, 3) },
    ]);
    expect(game.result).toEqual({ winner: 0, reason: 'touchdown' });
  });

  it('any team may score in any end zone: team 2 in B', () => {
    const g = dbScenario({ map: HALLS, players, active: 2, ball: { carrier: 2 } });
    const { game } = play(g, [
      { type: 'activate', player: 2, action: 'move' },
      { type: 'step', to: sq(g, 16, 4) },
      { type: 'step', to: sq(g, 17, 5) },
      { type: 'step', to: sq(g, 18, 5) },
    ]);
    expect(game.result).toEqual({ winner: 2, reason: 'touchdown' });
  });
});

describe('Dungeon Brawl: the game ends when nobody is left to carry the ball', () => {
  it('the last player in the dungeon lost in space: the game ends, no winner', () => {
    const g = dbScenario({
      map: HALLS,
      players: [
        { team: 0, at: [3, 4] },
        { team: 1, at: 'casualty' },
        { team: 2, at: 'casualty' },
        { team: 3, at: 'casualty' },
      ],
      // The D10 for teleporter 1's destination: 1, its own number.
      dice: [1],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 4, 4) },
    ]);
    expect(game.players[0].status).toBe('lost');
    expect(game.result).toEqual({
      winner: null,
      reason: 'noPlayers',
      detail: 'nobody is left in the dungeon',
    });
  });

  it('a player out for now (back through the entrance next turn) keeps the game going', () => {
    const g = dbScenario({
      map: HALLS,
      players: [
        { team: 0, at: [3, 4] },
        { team: 1, at: 'ko' },
        { team: 2, at: 'casualty' },
        { team: 3, at: 'casualty' },
      ],
      dice: [1],
    });
    const { game } = play(g, [
      { type: 'activate', player: 0, action: 'move' },
      { type: 'step', to: sq(g, 4, 4) },
    ]);
    expect(game.result).toBeNull();
  });
});
