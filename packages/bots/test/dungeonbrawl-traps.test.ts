/**
 * [000] The scripted bot with Dungeon Brawl's trap markers, pits and corners: it names its markers'
 * kinds (the spiked pit first, blanks beside its pits), picks up a ball beneath it in a pit and
 * escapes before stepping on, and never plans a diagonal step round a wall's corner ("Diagonal
 * movement allowed, but not around corners, traps, or obstacles"): its routes and its walks
 * without dice are the engine's.
 */
import {
  type Action,
  apply,
  createGame,
  FIRE_TEAM,
  type Game,
  getBuiltinDungeon,
  legalActions,
  markedSquares,
  SHADOW_TEAM,
  scenario,
  squadOf,
  view,
} from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { HALLS } from '../../engine/test/helpers/dungeonbrawl.ts';
import { scriptedBot, seededRng } from '../src/index.ts';
import { boardOf, routeTo, safeSquares } from '../src/scripted-board.ts';
import { reachKnown } from '../src/scripted-traps.ts';

const W = 20;
const at = (x: number, y: number) => y * W + x;

function step(g: Game, a: Action): Game {
  const r = apply(g, a);
  if (!r.ok) throw new Error(r.error.message);
  return r.game;
}

function choose(g: Game): Action {
  const d = legalActions(g)!;
  return scriptedBot().choose({ view: view(g, d.team), team: d.team, decision: d, rng: seededRng(1) });
}

/** No diagonal step of the path from `start` passes the corner of HALLS's wall square (10, 4). */
function expectNoCornerCut(start: number, path: readonly number[]): void {
  const wall = (x: number, y: number) => x === 10 && y === 4;
  let from = start;
  for (const to of path) {
    const [fx, fy, tx, ty] = [from % W, Math.floor(from / W), to % W, Math.floor(to / W)];
    if (fx !== tx && fy !== ty) expect(wall(tx, fy) || wall(fx, ty)).toBe(false);
    from = to;
  }
}

describe('Dungeon Brawl: the scripted bot and the trap markers', () => {
  it('places a spiked pit first, then its pits, then blanks beside them', () => {
    const squads = Array.from({ length: 4 }, (_, i) => {
      const base = squadOf(i % 2 === 0 ? FIRE_TEAM : SHADOW_TEAM);
      return { ...base, name: `${base.name} ${i + 1}` };
    });
    const made = createGame(
      { ruleset: 'dungeonbrawl', dungeon: getBuiltinDungeon('brawl-pit')!.text, teams: squads },
      { seed: 3 },
    );
    if (!made.ok) throw new Error('no game');
    let g = made.game;
    const kinds: string[][] = [[], [], [], []];
    for (let d = legalActions(g); d && d.kind === 'placeTrap'; d = legalActions(g)) {
      const a = choose(g);
      expect(d.actions).toContainEqual(a);
      if (a.type === 'placeTrap') kinds[d.team].push(a.marker ?? '');
      g = step(g, a);
    }
    for (const k of kinds) expect(k).toEqual(['spikedPit', 'pit', 'pit', 'blank', 'blank', 'blank']);
    // Each coach's blanks lie beside its pits: the pair across a way.
    const w = g.width;
    const cheb = (a: number, b: number) =>
      Math.max(Math.abs((a % w) - (b % w)), Math.abs(Math.floor(a / w) - Math.floor(b / w)));
    for (let team = 0; team < 4; team++) {
      const mine = g.traps.filter((t) => t.owner === team);
      const pits = mine.filter((t) => t.marker !== 'blank');
      const paired = mine.filter((t) => t.marker === 'blank' && pits.some((p) => cheb(p.sq, t.sq) === 1));
      expect(paired.length).toBeGreaterThan(0);
    }
  });

  it('in a pit on the ball: picks it up, then escapes before stepping out', () => {
    let g = scenario({
      ruleset: 'dungeonbrawl',
      map: HALLS,
      players: [
        { team: 0, at: [5, 5] },
        { team: 1, at: [15, 2] },
        { team: 2, at: [15, 4] },
        { team: 3, at: [14, 6] },
      ],
      ball: { at: [5, 5] },
      dice: [6, 6],
    });
    g.traps.push({ sq: at(5, 5), owner: 1, kind: 'pit' });
    g = step(g, choose(g));
    const pick = choose(g);
    expect(pick).toEqual({ type: 'useSkill', skill: 'pickUpInPit', yes: true });
    g = step(g, pick);
    expect(g.ball).toMatchObject({ state: 'carried', carrier: 0 });
    const out = choose(g);
    expect(out).toEqual({ type: 'useSkill', skill: 'escapePit', yes: true });
    g = step(g, out);
    // Out: the next choice is a step towards an end zone.
    expect(choose(g).type).toBe('step');
  });

  it('plans no diagonal step round a wall corner', () => {
    const g = scenario({
      ruleset: 'dungeonbrawl',
      map: HALLS,
      players: [
        { team: 0, at: [9, 3] },
        { team: 1, at: [15, 2] },
        { team: 2, at: [15, 4] },
        { team: 3, at: [3, 6] },
      ],
    });
    const routes = reachKnown(g, 0);
    expect(routes.some((r) => r.sq === at(11, 5))).toBe(true);
    for (const r of routes) expectNoCornerCut(at(9, 3), r.path);
  });

  it('walks without dice round a wall corner too (the engine says which squares they reach)', () => {
    const g = scenario({
      ruleset: 'dungeonbrawl',
      map: HALLS,
      players: [
        { team: 0, at: [9, 3] },
        { team: 1, at: [15, 2] },
        { team: 2, at: [3, 1] },
        { team: 3, at: [3, 6] },
      ],
    });
    const b = boardOf(g);
    const reach = safeSquares(b, g, markedSquares(g, 0), at(9, 3), 4);
    // (11, 5) is two steps away diagonally past the wall at (10, 4): four round it.
    expect(reach).toContain(at(11, 5));
    expect(routeTo(b, at(11, 5))).toHaveLength(4);
    for (const sq of reach) expectNoCornerCut(at(9, 3), routeTo(b, sq));
  });
});
