/**
 * `dungeonbowl quest play|simulate|replay`: DungeonQuest's whole game (packages/dungeonquest/src/
 * quest) played by bots on this project's content. `play` tells one game's story (or prints its
 * record), `simulate` gives the figures of many, `replay` checks a record.
 */
import { DEFAULT_CONTENT, HERO_IDS, HEROES, type HeroId, isHeroId } from '@dungeonbowl/dungeonquest';
import {
  MAX_QUEST_PLAYERS,
  type QuestRecord,
  questRecord,
  replayQuest,
} from '@dungeonbowl/dungeonquest/quest';
import { printableLine } from '@dungeonbowl/engine';
import { type Io, UserError } from '../io.ts';
import { progressBar } from '../progress.ts';
import { playQuest, QUEST_BOTS, type QuestBot, type QuestSummary, QuestTally } from '../quest-games.ts';
import { boardText, storyLine } from '../quest-words.ts';
import { readJsonFile } from '../record-file.ts';

export interface QuestPlayOptions {
  heroes: string;
  seed: number;
  bots?: string;
  json?: boolean;
  board?: boolean;
}

export interface QuestSimulateOptions {
  games: number;
  heroes?: string;
  seed: number;
  bots?: string;
  json?: boolean;
}

/** `--heroes a,b`: known heroes, each once, 1 to 4 of them. */
export function parseHeroes(list: string): HeroId[] {
  const ids = list.split(',').map((s) => s.trim().toLowerCase());
  if (ids.length > MAX_QUEST_PLAYERS || ids.some((s) => s === ''))
    throw new UserError(`--heroes: 1 to ${MAX_QUEST_PLAYERS} heroes, comma-separated (e.g. hugo,lindel)`);
  const seen = new Set<string>();
  for (const id of ids) {
    if (!isHeroId(id))
      throw new UserError(`--heroes: unknown hero '${printableLine(id)}' (valid: ${HERO_IDS.join(', ')})`);
    if (seen.has(id))
      throw new UserError(`--heroes: ${HEROES[id].short} is named twice (each hero plays once)`);
    seen.add(id);
  }
  return ids as HeroId[];
}

/** `--bots a,b`: one bot for every hero, or one for all (default: the sensible bot everywhere). */
export function parseBots(list: string | undefined, seats: number): QuestBot[] {
  if (list === undefined) return Array(seats).fill('sensible');
  const ids = list.split(',').map((s) => s.trim().toLowerCase());
  for (const id of ids)
    if (!(QUEST_BOTS as readonly string[]).includes(id))
      throw new UserError(`--bots: unknown bot '${printableLine(id)}' (valid: ${QUEST_BOTS.join(', ')})`);
  if (ids.length === 1) return Array(seats).fill(ids[0]);
  if (ids.length !== seats)
    throw new UserError(`--bots: one bot for all, or one for each of the ${seats} heroes`);
  return ids as QuestBot[];
}

export function questPlay(opts: QuestPlayOptions, io: Io): number {
  const heroes = parseHeroes(opts.heroes);
  const bots = parseBots(opts.bots, heroes.length);
  const { game, events } = playQuest({ heroes, bots, seed: opts.seed });
  if (opts.json) {
    io.out(`${JSON.stringify(questRecord(game))}\n`);
    return 0;
  }
  io.out(
    `DungeonQuest, seed ${opts.seed}: ${heroes.map((h) => HEROES[h].name).join(', ')} (${bots.join(', ')} bots)\n`,
  );
  for (const e of events) {
    const line = storyLine(game, e);
    if (line !== null) io.out(`${line}\n`);
  }
  io.out(`\n${scoreLines(game).join('\n')}\n`);
  if (opts.board !== false) io.out(`\n${boardText(game)}\n`);
  return 0;
}

function scoreLines(game: Parameters<typeof boardText>[0]): string[] {
  return game.heroes.map((h) => {
    const gold = h.loot.reduce((n, k) => n + (k.gold ?? 0), 0);
    const fate =
      h.status === 'escaped' ? `escaped with ${gold} gold (${h.loot.length} cards)` : `died (${h.cause})`;
    return `  ${h.name.padEnd(10)} ${fate}`;
  });
}

/**
 * The lineups of a simulation: the heroes given, in every game; or, without --heroes, four heroes
 * a game, rotating through all six (game i starts at hero i mod 6), so each plays two games in three.
 */
function lineup(heroes: HeroId[] | null, i: number): HeroId[] {
  if (heroes) return heroes;
  return [0, 1, 2, 3].map((k) => HERO_IDS[(i + k) % HERO_IDS.length]);
}

export function questSimulate(opts: QuestSimulateOptions, io: Io): number {
  const heroes = opts.heroes === undefined ? null : parseHeroes(opts.heroes);
  const seats = heroes?.length ?? 4;
  const bots = parseBots(opts.bots, seats);
  const tally = new QuestTally(opts.seed);
  const bar = opts.json ? null : progressBar(io, opts.games);
  const started = performance.now();
  try {
    for (let i = 0; i < opts.games; i++) {
      const played = playQuest({ heroes: lineup(heroes, i), bots, seed: opts.seed + i });
      tally.add(played.game, played.events);
      bar?.update(i + 1);
    }
  } finally {
    bar?.stop();
  }
  const summary = { ...tally.summary(), bots, lineup: heroes ?? 'rotating, four of the six heroes a game' };
  if (opts.json) {
    io.out(`${JSON.stringify(summary, null, 2)}\n`);
    return 0;
  }
  io.out(formatSummary(summary, (performance.now() - started) / 1000));
  return 0;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function formatSummary(s: QuestSummary & { bots: QuestBot[] }, seconds: number): string {
  const lines = [
    `${s.games} games of DungeonQuest (seeds ${s.seed} to ${s.seed + s.games - 1}, ${[...new Set(s.bots)].join(' and ')} bots) in ${seconds.toFixed(1)} s`,
    `  game length:   ${s.meanRounds.toFixed(1)} rounds on average`,
    `  the sun set:   in ${pct(s.sunsetRate)} of the games${s.meanSunsetRound === null ? '' : `, in round ${s.meanSunsetRound.toFixed(1)} on average`}`,
    `  Kalladra wins: ${pct(s.kalladraWins / Math.max(1, s.games))} of the games (nobody came out)`,
    '',
    `  ${'hero'.padEnd(10)} ${'games'.padStart(6)} ${'survived'.padStart(9)} ${'wins'.padStart(6)} ${'loot'.padStart(7)} ${'survivors'.padStart(10)} ${'chamber'.padStart(8)} ${'came out'.padStart(9)} ${'its loot'.padStart(9)} ${'no chamber'.padStart(10)}  deaths`,
  ];
  for (const h of s.heroes) {
    const deaths = Object.entries(h.deaths)
      .map(([cause, n]) => `${cause} ${n}`)
      .join(', ');
    lines.push(
      `  ${HEROES[h.hero].short.padEnd(10)} ${String(h.games).padStart(6)} ${pct(h.survival).padStart(9)} ${String(h.wins).padStart(6)} ${h.meanLoot.toFixed(0).padStart(7)} ${h.meanLootOfSurvivors.toFixed(0).padStart(10)} ${pct(h.reachedTreasure).padStart(8)} ${pct(h.survivalIfTreasure).padStart(9)} ${h.meanLootIfTreasure.toFixed(0).padStart(9)} ${h.meanLootIfNoTreasure.toFixed(0).padStart(10)}  ${deaths || '-'}`,
    );
  }
  lines.push(
    '',
    '  loot: mean gold carried out, over all games / over the games the hero survived',
    '  chamber: the games the hero entered the treasure chamber in; came out: of those, the share it survived;',
    '  its loot / no chamber: mean gold carried out by the survivors that entered it / that did not',
  );
  return `${lines.join('\n')}\n`;
}

/** `quest replay FILE`: plays a record again and prints the result, or one line naming what is wrong. */
export function questReplay(file: string, opts: { json?: boolean }, io: Io): number {
  const record = readJsonFile(file, io) as QuestRecord;
  // The record's own content; an older record without it, this program's default content.
  const r = replayQuest(record, DEFAULT_CONTENT);
  if (!r.ok && r.error.code === 'BAD_RECORD') throw new UserError(`${file}: ${r.error.message}`);
  if (!r.ok) {
    const at = r.error.action === undefined ? '' : ` at action ${r.error.action + 1}`;
    throw new UserError(`${file}: the record does not replay${at}: ${r.error.message} [${r.error.code}]`);
  }
  const g = r.game;
  if (opts.json) {
    io.out(`${JSON.stringify({ phase: g.phase, rounds: g.round, sunset: g.sun.set, result: g.result })}\n`);
    return 0;
  }
  const state =
    g.phase === 'over'
      ? `over after ${g.round} rounds${g.sun.set ? ' (the sun set)' : ''}`
      : `not over (round ${g.round})`;
  io.out(`${file}: ${record.actions.length} actions replayed; the game is ${state}\n`);
  if (g.phase === 'over') io.out(`${scoreLines(g).join('\n')}\n`);
  return 0;
}
