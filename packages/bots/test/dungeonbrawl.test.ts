import {
  checkInvariants,
  createGame,
  type Decision,
  FIRE_TEAM,
  type Game,
  getBuiltinDungeon,
  legalActions,
  SHADOW_TEAM,
  squadOf,
  view,
} from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { type Bot, playBots, randomBot, scriptedBot, seededRng } from '../src/index.ts';
import { newMemory, situation } from '../src/scripted-situation.ts';

/** `teams` squads of four (Fire and Shadow in turn, renamed apart) on a built-in Dungeon Brawl map. */
function brawlGame(dungeon: string, teams: number, seed: number): Game {
  const squads = Array.from({ length: teams }, (_, i) => {
    const base = squadOf(i % 2 === 0 ? FIRE_TEAM : SHADOW_TEAM);
    return { ...base, name: `${base.name} ${i + 1}` };
  });
  const made = createGame(
    { ruleset: 'dungeonbrawl', dungeon: getBuiltinDungeon(dungeon)!.text, teams: squads },
    { seed, rules: { turnLimit: 40 } },
  );
  if (!made.ok) throw new Error(made.errors.map((e) => e.message).join('; '));
  return made.game;
}

/** One scripted bot (seat `seed % teams`) among random bots; playBots throws on an illegal action. */
function playOne(dungeon: string, teams: number, seed: number) {
  const seat = seed % teams;
  const bots: Bot[] = Array.from({ length: teams }, (_, i) => (i === seat ? scriptedBot() : randomBot()));
  const game = brawlGame(dungeon, teams, seed);
  const out = playBots(game, bots, { seed: seed + 7, maxSteps: 60_000 });
  return { game, seat, capped: out.capped };
}

describe('Dungeon Brawl: the scripted bot in a free-for-all', () => {
  it('aims at every end zone: none is its own, all are its targets', () => {
    const g = brawlGame('brawl-pit', 4, 1);
    const s = situation(g, 0, newMemory());
    let zoneSquares = 0;
    for (const z of g.teams.map((t) => t.endZone)) expect(z).toBeNull();
    const d = s.b.d;
    for (let sq = 0; sq < d.endZone.length; sq++) {
      if (d.endZone[sq] < 0) continue;
      zoneSquares++;
      expect(s.ez[sq]).toBe(0);
    }
    expect(s.targets.length).toBe(zoneSquares);
    // Nobody's end zone to defend: the opponents score where we do.
    expect(s.own).toBe(s.ez);
  });

  it('plays seeded 4-team games on brawl-pit to their end with legal actions only', () => {
    for (let seed = 1; seed <= 4; seed++) {
      const { game, capped } = playOne('brawl-pit', 4, seed);
      expect(capped).toBe(false);
      expect(game.result).not.toBeNull();
      expect(checkInvariants(game)).toEqual([]);
    }
  });

  it('wins most of 20 four-team games against random bots', () => {
    let wins = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const { game, seat } = playOne('brawl-pit', 4, seed);
      if (game.result?.winner === seat) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(16);
  });

  it('plays an 8-team game on twin-pits legally', () => {
    const { game, capped } = playOne('twin-pits', 8, 3);
    expect(capped).toBe(false);
    expect(checkInvariants(game)).toEqual([]);
  });

  it('answers a decision of a kind it does not know with an offered action', () => {
    const g = brawlGame('brawl-pit', 4, 2);
    const d = legalActions(g)!;
    // A question the engine may ask later (whom to assist, say): the bot must still answer legally.
    const strange = { ...d, kind: 'someNewQuestion' } as unknown as Decision;
    const bot = scriptedBot();
    const a = bot.choose({ view: view(g, d.team), team: d.team, decision: strange, rng: seededRng(1) });
    expect(d.actions).toContainEqual(a);
  });
});
