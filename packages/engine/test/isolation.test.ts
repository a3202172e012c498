/**
 * Nobody changes what they may not: a view, a copy, a listed action or a caller's own set-up
 * objects can never change the game they came from (issue 15).
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  apply,
  clone,
  createGame,
  dungeonOf,
  escapeXml,
  FIRE_TEAM,
  type Game,
  getBuiltinDungeon,
  getRuleset,
  isCleanName,
  legalActions,
  printableLine,
  rulesetIds,
  SHADOW_TEAM,
  scenario,
  sq,
  view,
} from '../src/index.ts';
import { mapFor, teamsFor } from './helpers/common.ts';

const HALL = getBuiltinDungeon('great-hall')!.text;

function newGame(seed = 5, ruleset = 'dungeonbowl2021'): Game {
  const made = createGame({ ruleset, dungeon: mapFor(ruleset), teams: teamsFor(ruleset) }, { seed });
  if (!made.ok) throw new Error(made.errors[0].message);
  return made.game;
}

/** Plays the first legal action `n` times. */
function advance(g: Game, n: number): Game {
  let game = g;
  for (let i = 0; i < n && legalActions(game); i++) {
    const r = apply(game, legalActions(game)!.actions[0]);
    if (!r.ok) throw new Error(r.error.message);
    game = r.game;
  }
  return game;
}

/** Tries an edit; an edit of frozen data throws, which is as good as having no effect. */
function attempt(edit: () => void): void {
  try {
    edit();
  } catch {
    // refused by a frozen object
  }
}

/** Every kind of edit a bot might make to a game it was handed. */
function vandalise(v: Game): void {
  attempt(() => {
    (v.options as { turnLimit: number | null }).turnLimit = 1;
  });
  attempt(() => (v.options.passBands as string[]).push('B'));
  attempt(() => (v.players[0].skills as string[]).push('block'));
  attempt(() => (v.turn.order as number[]).reverse());
  attempt(() => {
    v.teams[0].rerolls = 99;
  });
  attempt(() => {
    v.players[1].ma = 12;
  });
  attempt(() => {
    v.chests[0].hasBall = true;
  });
  attempt(() => {
    for (const f of v.stack)
      for (const k of Object.keys(f)) (f as unknown as Record<string, unknown>)[k] = 'x';
  });
  attempt(() => {
    v.turn.used.blitz = true;
  });
  // The dynamic layer (classic's trap counters) and the ruleset the game names.
  attempt(() => v.traps.push({ sq: v.players[0].sq, owner: 1, kind: 'spikedPit' }));
  attempt(() => {
    for (const t of v.traps) t.kind = 'pit';
  });
  attempt(() => {
    v.rulesetId = 'dungeonbowl2021';
  });
  // A match's score ([002]) and the trapdoors that have opened.
  attempt(() => {
    v.score[0] = 9;
  });
  attempt(() => (v.openTrapdoors ?? []).push(v.players[0].sq));
  // The parsed dungeon is shared by every game on the map: its walls and tiles are frozen.
  const d = dungeonOf(v);
  attempt(() => d.wall.fill(false));
  attempt(() => d.tiles[0].squares.push(0));
  attempt(() => {
    d.endZones.length = 0;
  });
}

describe.each(rulesetIds())('%s: a view, a copy or a decision is independent of the game', (ruleset) => {
  it('no edit of a coach view reaches the game (options, skills, turn order, frames, traps)', () => {
    for (const steps of [0, 30, 80]) {
      const g = advance(newGame(5, ruleset), steps);
      const before = JSON.stringify(g);
      vandalise(view(g, 0));
      vandalise(view(g, -1));
      expect(JSON.stringify(g)).toBe(before);
      expect(g.options.turnLimit).toBe(getRuleset(ruleset)!.defaults.turnLimit);
      expect(g.players[0].skills).not.toContain('block');
    }
  });

  it('the game plays on exactly as an untouched one after its views were edited', () => {
    const a = advance(newGame(9, ruleset), 40);
    const b = advance(newGame(9, ruleset), 40);
    vandalise(view(a, 1));
    expect(JSON.stringify(advance(a, 60))).toBe(JSON.stringify(advance(b, 60)));
  });

  it('no edit of a copy reaches the original, and no edit of the original reaches the copy', () => {
    const g = advance(newGame(5, ruleset), 50);
    const walls = dungeonOf(g).wall.filter(Boolean).length;
    const before = JSON.stringify(g);
    const c = clone(g);
    vandalise(c);
    expect(JSON.stringify(g)).toBe(before);
    const c2 = clone(g);
    const copied = JSON.stringify(c2);
    vandalise(g);
    expect(JSON.stringify(c2)).toBe(copied);
    expect(dungeonOf(c2).wall.filter(Boolean).length).toBe(walls);
  });

  it('no edit of a decision (its kind, context or actions) reaches the game or the next listing', () => {
    for (const steps of [0, 20, 60]) {
      const g = advance(newGame(7, ruleset), steps);
      const before = JSON.stringify(g);
      const d = legalActions(g)!;
      const listed = JSON.stringify(d);
      const scribble = (o: unknown) => {
        if (!o || typeof o !== 'object') return;
        for (const k of Object.keys(o)) {
          attempt(() => {
            (o as Record<string, unknown>)[k] = 'x';
          });
          scribble((o as Record<string, unknown>)[k]);
        }
      };
      scribble(d);
      attempt(() => (d.actions as unknown[]).push({ type: 'endTurn' }));
      expect(JSON.stringify(g)).toBe(before);
      expect(JSON.stringify(legalActions(g))).toBe(listed);
    }
  });
});

const ARENA = `
##########
#A......B#
#A......B#
##########
`;

function mover(): Game {
  const g = scenario({
    map: ARENA,
    players: [
      { team: 0, at: [2, 1] },
      { team: 1, at: [7, 2] },
    ],
  });
  const r = apply(g, { type: 'activate', player: 0, action: 'move' });
  if (!r.ok) throw new Error(r.error.message);
  return r.game;
}

describe('the decision API applies its own copy of an action', () => {
  it('the listed actions cannot be edited, nor the list extended', () => {
    const g = mover();
    const d = legalActions(g)!;
    const step = d.actions.find((a) => a.type === 'step') as { type: 'step'; to: number };
    const wall = sq(g, 0, 1);
    attempt(() => {
      step.to = wall;
    });
    attempt(() => d.actions.push({ type: 'step', to: wall }));
    expect(step.to).not.toBe(wall);
    expect(legalActions(g)!.actions.some((a) => a.type === 'step' && a.to === wall)).toBe(false);
    const r = apply(g, { type: 'step', to: wall });
    expect(r.ok || r.error.code).toBe('ILLEGAL_ACTION');
  });

  it('an action whose getter answers one square when checked and a wall when used moves to the checked square', () => {
    const g = mover();
    const legal = sq(g, 3, 1);
    const wall = sq(g, 0, 0);
    let reads = 0;
    const sly = {
      type: 'step',
      get to() {
        reads++;
        return reads === 1 ? legal : wall;
      },
    } as unknown as Action;
    const r = apply(g, sly);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.game.players[0].sq).toBe(legal);
    expect(reads).toBe(1);
  });

  it('trusted skips the check only for the very objects the engine listed', () => {
    const g = mover();
    const wall = sq(g, 0, 1);
    const before = JSON.stringify(g);
    const forged = apply(g, { type: 'step', to: wall }, { trusted: true, inPlace: true });
    expect(forged.ok || forged.error.code).toBe('ILLEGAL_ACTION');
    expect(JSON.stringify(g)).toBe(before);
    const own = legalActions(g)!.actions.find((a) => a.type === 'step')!;
    expect(apply(g, own, { trusted: true }).ok).toBe(true);
    // An equal object that is not the engine's own is checked, and accepted when legal.
    expect(apply(g, { ...own }, { trusted: true }).ok).toBe(true);
  });

  it('actions with fields that are not plain data are refused, never thrown on', () => {
    const g = mover();
    const before = JSON.stringify(g);
    const hostile: unknown[] = [
      null,
      42,
      'endTurn',
      [],
      { type: 'step', to: { valueOf: () => 3 } },
      { type: 'step', to: 10n },
      { type: Symbol('step') },
      new Proxy(
        {},
        {
          ownKeys() {
            throw new Error('boom');
          },
        },
      ),
      {
        type: 'step',
        get to(): number {
          throw new Error('boom');
        },
      },
      Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i])),
      (() => {
        const p = Proxy.revocable({}, {});
        p.revoke();
        return p.proxy;
      })(),
    ];
    for (const a of hostile) {
      const r = apply(g, a as Action, { inPlace: true });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(['BAD_ACTION', 'ILLEGAL_ACTION']).toContain(r.error.code);
    }
    expect(JSON.stringify(g)).toBe(before);
    const step = legalActions(g)!.actions.find((a) => a.type === 'step')!;
    expect(apply(g, step, null as never).ok).toBe(true);
  });
});

describe('createGame reads its input once, as plain data', () => {
  const teams = [FIRE_TEAM, SHADOW_TEAM];

  it('a caller that changes its objects after createGame changes nothing in the game', () => {
    const rules = { passBands: ['Q', 'S'] as ('Q' | 'S' | 'L' | 'B')[] };
    const setupTeams = structuredClone(teams);
    const made = createGame({ dungeon: HALL, teams: setupTeams }, { seed: 1, rules });
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    rules.passBands.push('B');
    setupTeams[0].players[0].skills = ['block'];
    setupTeams[0].name = 'Renamed';
    expect(made.game.options.passBands).toEqual(['Q', 'S']);
    expect(made.game.players[0].skills).not.toContain('block');
    expect(made.game.teams[0].name).toBe(FIRE_TEAM.name);
  });

  it('null options, a null set-up and non-objects are refused, not thrown on', () => {
    const codes = (r: ReturnType<typeof createGame>) => (r.ok ? [] : r.errors.map((e) => e.code));
    expect(codes(createGame({ dungeon: HALL, teams }, null as never))).toEqual(['BAD_SETUP']);
    expect(codes(createGame(null as never))).toEqual(['BAD_SETUP']);
    expect(codes(createGame('x' as never))).toEqual(['BAD_SETUP']);
    expect(codes(createGame({ dungeon: HALL, teams }, [] as never))).toEqual(['BAD_SETUP']);
  });

  it('team names must be text without control characters, at most 60 characters', () => {
    for (const name of [
      7,
      { a: 1 },
      Symbol('x'),
      'a\nb',
      'nul\u0000',
      '\u001b]0;owned\u0007',
      'x'.repeat(61),
    ]) {
      const made = createGame({
        dungeon: HALL,
        teams: [{ ...FIRE_TEAM, name: name as string }, SHADOW_TEAM],
      });
      expect(made.ok).toBe(false);
      if (made.ok) continue;
      expect(made.errors[0].path).toMatch(/^teams\[0\]\.name$|^teams\[0\]$/);
    }
    const player = { ...FIRE_TEAM.players[0], name: 'line\r\nbreak' };
    const made = createGame({ dungeon: HALL, teams: [{ ...FIRE_TEAM, players: [player] }, SHADOW_TEAM] });
    expect(made.ok || made.errors[0]).toMatchObject({ code: 'BAD_NAME', path: 'teams[0].players[0].name' });
  });

  it("rule options are the ruleset's own: toString and constructor are no options", () => {
    for (const k of ['toString', 'constructor', 'hasOwnProperty', '__proto__']) {
      const rules = JSON.parse(`{"${k}": 1}`);
      const made = createGame({ dungeon: HALL, teams }, { rules });
      expect(made.ok || made.errors.map((e) => e.code)).toContain('UNKNOWN_OPTION');
    }
  });

  it('seeded and scripted dice together are refused', () => {
    const made = createGame({ dungeon: HALL, teams }, { seed: 1, dice: [1, 2, 3] });
    expect(made.ok || made.errors.map((e) => e.code)).toEqual(['SEED_AND_DICE']);
  });

  it('unknown fields, too many teams or players, and a map beyond the limit are refused', () => {
    const codes = (setup: unknown) => {
      const r = createGame(setup as never, { seed: 1 });
      return r.ok ? [] : r.errors.map((e) => e.code);
    };
    expect(codes({ dungeon: HALL, teams, extra: 1 })).toContain('UNKNOWN_FIELD');
    expect(codes({ dungeon: HALL, teams: [{ ...FIRE_TEAM, hack: true }, SHADOW_TEAM] })).toContain(
      'UNKNOWN_FIELD',
    );
    expect(codes({ dungeon: HALL, teams: Array.from({ length: 17 }, () => FIRE_TEAM) })).toContain(
      'TOO_MANY_TEAMS',
    );
    const big = {
      ...FIRE_TEAM,
      players: Array.from({ length: 17 }, (_, i) => ({ number: i + 1, position: 'apprentice' })),
    };
    expect(codes({ dungeon: HALL, teams: [big, SHADOW_TEAM] })).toContain('TOO_MANY_PLAYERS');
    expect(codes({ dungeon: '#'.repeat(300 * 1024), teams })).toEqual(['MAP_TOO_LARGE']);
  });

  it('a getter or a proxy that throws is refused with the field it is in', () => {
    const sly = {
      dungeon: HALL,
      get teams(): never {
        throw new Error('boom');
      },
    };
    const r = createGame(sly as never);
    expect(r.ok || r.errors[0]).toMatchObject({ code: 'BAD_SETUP' });
    const cyclic: Record<string, unknown> = { dungeon: HALL, teams };
    cyclic.self = cyclic;
    const c = createGame(cyclic as never);
    expect(c.ok).toBe(false);
  });
});

describe('createGame names what is wrong without echoing it raw', () => {
  it('skills only on Object.prototype, and gained skills with a value, are no skills', () => {
    for (const skill of ['toString', 'constructor', 'dirtyPlayer:9']) {
      const team = structuredClone(FIRE_TEAM);
      team.players[0].skills = [skill];
      const made = createGame({ dungeon: HALL, teams: [team, SHADOW_TEAM] }, { seed: 1 });
      expect(made.ok || made.errors[0]).toMatchObject({
        code: 'UNKNOWN_SKILL',
        path: 'teams[0].players[0].skills',
      });
    }
  });

  it('a roster, position or action named with terminal escapes is quoted with them escaped', () => {
    const made = createGame({ dungeon: HALL, teams: [{ ...FIRE_TEAM, roster: 'x\u001b[2J' }, SHADOW_TEAM] });
    expect(made.ok).toBe(false);
    if (!made.ok) expect(made.errors[0].message).not.toContain('\u001b');
    const r = apply(mover(), { type: 'step\u001b]0;owned\u0007', to: 1 } as never);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toBe(printableLine(r.error.message));
  });
});

describe('no input exhausts the stack', () => {
  it('scripted dice that tie the roll-off a hundred thousand times run out, as an error', () => {
    // Four teams roll off for the order of play ([000]): every roll a 6 ties them again and again.
    const made = createGame(
      {
        ruleset: 'dungeonbrawl',
        dungeon: getBuiltinDungeon('twin-pits')!.text,
        teams: teamsFor('dungeonbrawl', 4),
      },
      { dice: new Array(100_000).fill(6) },
    );
    expect(made.ok || made.errors[0].code).toBe('DICE_EXHAUSTED');
  });
});

describe('text from outside is made harmless', () => {
  it('line separators, direction marks, noncharacters and lone surrogates are refused in names and escaped on output', () => {
    for (const c of ['\u2028', '\u2029', '\u200e', '\u061c', '\ufffe', '\uffff', '\ud800']) {
      expect(isCleanName(`a${c}b`)).toBe(false);
      expect(printableLine(`a${c}b`)).toMatch(/^a\\u[0-9a-f]{4}b$/);
      expect(escapeXml(`a${c}b`)).toBe('a\ufffdb');
      const made = createGame({ dungeon: HALL, teams: [{ ...FIRE_TEAM, name: `a${c}b` }, SHADOW_TEAM] });
      expect(made.ok || made.errors[0].code).toBe('BAD_NAME');
    }
    // A surrogate pair (an emoji) is one character, and welcome.
    expect(isCleanName('Blitzers \u{1F3C8}')).toBe(true);
    expect(escapeXml('\u{1F3C8}')).toBe('\u{1F3C8}');
  });
});
