/**
 * A decision says what it is: every decision `legalActions` hands out has a kind and a context,
 * is plain JSON and frozen through, and a coach's view gives the very same decision (so nothing
 * in it depends on what the coach may not see). Played by the random and the scripted bot, and
 * by random moves with random teams of every choosable roster (their skills and wizards reach
 * the rarer decisions).
 */
import { type Bot, randomBot, scriptedBot, seededRng } from '@dungeonbowl/bots';
import { describe, expect, it } from 'vitest';
import {
  apply,
  BUILTIN_DUNGEONS,
  createGame,
  type Decision,
  type DecisionKind,
  FIRE_TEAM,
  type Game,
  getBuiltinDungeon,
  getRuleset,
  legalActions,
  ROSTERS,
  randomTeam,
  rosterStatus,
  rulesetIds,
  SHADOW_TEAM,
  scenario,
  squadOf,
  type TeamFile,
  view,
} from '../src/index.ts';

const HALL = getBuiltinDungeon('great-hall')!.text;
const ROOM = getBuiltinDungeon('training-room')!.text;

function isDeepFrozen(v: unknown): boolean {
  if (!v || typeof v !== 'object') return true;
  return Object.isFrozen(v) && Object.values(v).every(isDeepFrozen);
}

/** Only what JSON keeps: null, true/false, finite numbers, strings, arrays and plain objects. */
function isPlainJson(v: unknown): boolean {
  if (v === null || typeof v === 'boolean' || typeof v === 'string') return true;
  if (typeof v === 'number') return Number.isFinite(v);
  if (Array.isArray(v)) return v.every(isPlainJson);
  if (typeof v !== 'object' || Object.getPrototypeOf(v) !== Object.prototype) return false;
  return Object.values(v as object).every(isPlainJson);
}

/** Checks one decision; returns its kind. */
function check(g: Game, d: Decision, where: string): DecisionKind {
  expect(typeof d.kind, where).toBe('string');
  expect(d.context, where).toBeTypeOf('object');
  expect(isPlainJson(d), where).toBe(true);
  expect(isDeepFrozen(d), where).toBe(true);
  if (d.player !== undefined) expect(g.players[d.player], where).toBeDefined();
  // The coach's view lists the same decision: nothing in it hangs on hidden state. (Compared as
  // text: the decisions are plain JSON, and a deep equality of long action lists is slow.)
  const seen = legalActions(view(g, d.team));
  expect(JSON.stringify(seen), where).toBe(JSON.stringify(d));
  return d.kind;
}

function play(
  setup: TeamFile[],
  dungeon: string,
  seed: number,
  choose: (g: Game, d: Decision) => number,
  turnLimit = 8,
  ruleset?: string,
) {
  const made = createGame({ ruleset, dungeon, teams: setup }, { seed, rules: { turnLimit } });
  if (!made.ok) throw new Error(JSON.stringify(made.errors));
  const g = made.game;
  const kinds = new Set<DecisionKind>();
  for (let step = 0; step < 20000 && !g.result; step++) {
    const d = legalActions(g)!;
    kinds.add(check(g, d, `seed ${seed} step ${step}`));
    const r = apply(g, d.actions[choose(g, d)], { inPlace: true, events: false });
    if (!r.ok) throw new Error(`seed ${seed} step ${step}: ${r.error.message}`);
  }
  expect(g.result).not.toBeNull();
  return kinds;
}

function noWizard(roster: string, seed: number): TeamFile {
  const r = randomTeam(roster, seed, { wizard: false });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.team;
}

function byBots(bots: Bot[], seed: number) {
  const rng = seededRng(seed);
  return (g: Game, d: Decision) => {
    if (d.actions.length === 1) return 0;
    const a = bots[d.team].choose({ view: view(g, d.team), team: d.team, decision: d, rng });
    return d.actions.indexOf(a);
  };
}

describe('every decision says what it is', () => {
  it('in games of the random bot (a few seeds) and of the scripted bot', () => {
    const kinds = new Set<DecisionKind>();
    for (const seed of [1, 2, 3]) {
      const bots = [randomBot(), randomBot()];
      for (const k of play([FIRE_TEAM, SHADOW_TEAM], ROOM, seed, byBots(bots, seed))) kinds.add(k);
    }
    const scripted = [scriptedBot(), scriptedBot()];
    for (const k of play([FIRE_TEAM, SHADOW_TEAM], HALL, 4, byBots(scripted, 4))) kinds.add(k);
    for (const k of ['placeChest', 'placePortal', 'chooseEndZone', 'deploy', 'teamTurn', 'activation'])
      expect(kinds).toContain(k);
  });

  it('under every registered ruleset, by the random and the scripted bot', () => {
    const pair = [noWizard('human', 1), noWizard('orc', 2)];
    for (const id of rulesetIds()) {
      // Dungeon Brawl ([000]): four squads of four.
      const squads = getRuleset(id)?.teamProblems !== undefined;
      const teams = squads
        ? [0, 1, 2, 3].map((i) => ({ ...squadOf(pair[i % 2]), name: `Squad ${i}` }))
        : pair;
      const map = BUILTIN_DUNGEONS.find((m) => new RegExp(`^rulesets:.*\\b${id}\\b`, 'm').test(m.text));
      expect(map, id).toBeDefined();
      const kinds = new Set<DecisionKind>();
      for (const seed of [1, 2]) {
        const bots = teams.map(() => (seed === 1 ? randomBot() : scriptedBot()));
        for (const k of play(teams, map!.text, seed, byBots(bots, seed), 6, id)) kinds.add(k);
      }
      expect(kinds, id).toContain('activation');
      // Classic's coaches place face-down trap counters, and the view lists the same squares.
      if (id === 'classic') expect(kinds).toContain('placeTrap');
    }
  });

  it('in random games of every choosable roster, wizards included', () => {
    const choosable = ROSTERS.filter((r) => rosterStatus(r).choosable);
    const kinds = new Set<DecisionKind>();
    choosable.forEach((roster, i) => {
      const rival = choosable[(i + 1) % choosable.length];
      const team = (id: string, seed: number) => {
        const r = randomTeam(id, seed, { wizard: true });
        return r.ok ? r.team : (randomTeam(id, seed) as { ok: true; team: TeamFile }).team;
      };
      const rng = seededRng(i + 1);
      const pick = (_g: Game, d: Decision) => rng.below(d.actions.length);
      for (const k of play([team(roster.id, i), team(rival.id, i + 100)], HALL, i + 1, pick, 6)) kinds.add(k);
    });
    for (const k of ['reroll', 'blockDie', 'push', 'followUp', 'spell']) expect(kinds).toContain(k);
  });
});

describe('what a decision carries', () => {
  const HALLWAY = `
##########
#A......B#
#A......B#
#A......B#
##########
`;

  it('a block die to pick: the dice, who blocks whom and which team picks', () => {
    // 2 dice against a stronger defender: its coach picks.
    const g = scenario({
      map: HALLWAY,
      players: [
        { team: 0, at: [3, 2], st: 3 },
        { team: 1, at: [4, 2], st: 4 },
      ],
      dice: [1, 6],
    });
    const declared = apply(g, { type: 'activate', player: 0, action: 'block', target: 1 });
    if (!declared.ok) throw new Error(declared.error.message);
    const d = legalActions(declared.game)!;
    expect(d.kind).toBe('blockDie');
    if (d.kind !== 'blockDie') return;
    expect(d.team).toBe(1);
    expect(d.player).toBe(0);
    expect(d.activation).toEqual({ player: 0, action: 'block', target: 1 });
    expect(d.context).toEqual({
      attacker: 0,
      defender: 1,
      faces: ['playerDown', 'pow'],
      chooser: 1,
      face: '',
    });
  });

  it('a team re-roll: the test it is offered for and the roll that failed', () => {
    const g = scenario({
      map: HALLWAY,
      players: [
        { team: 0, at: [3, 2], ag: 3 },
        { team: 1, at: [4, 2] },
      ],
      rerolls: [1, 0],
      dice: [2],
    });
    const moved = apply(g, { type: 'activate', player: 0, action: 'move' });
    if (!moved.ok) throw new Error(moved.error.message);
    const stepped = apply(moved.game, { type: 'step', to: moved.game.width * 1 + 2 });
    if (!stepped.ok) throw new Error(stepped.error.message);
    const d = legalActions(stepped.game)!;
    expect(d.kind).toBe('reroll');
    if (d.kind !== 'reroll') return;
    expect(d.player).toBe(0);
    expect(d.context).toMatchObject({ test: 'dodge', roll: 2 });
  });
});
