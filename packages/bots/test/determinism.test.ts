/**
 * A guard for speed work on the bots and the engine: seeded bot games must choose the very same
 * actions and end the same way. The hashes were captured before the bots were made faster; a
 * change to them means a bot decided differently (or a rule changed), never just "faster".
 */
import { createHash } from 'node:crypto';
import {
  createGame,
  FIRE_TEAM,
  type Game,
  getBuiltinDungeon,
  SHADOW_TEAM,
  squadOf,
} from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { type Bot, playBots, randomBot, scriptedBot, searchBot } from '../src/index.ts';

function hallGame(seed: number, dungeon = 'great-hall', turnLimit: number | null = 16): Game {
  const made = createGame(
    { dungeon: getBuiltinDungeon(dungeon)!.text, teams: [FIRE_TEAM, SHADOW_TEAM] },
    { seed, rules: { turnLimit } },
  );
  if (!made.ok) throw new Error(JSON.stringify(made.errors));
  return made.game;
}

function brawlGame(seed: number): Game {
  const squads = [0, 1, 2, 3].map((i) => {
    const base = squadOf(i % 2 === 0 ? FIRE_TEAM : SHADOW_TEAM);
    return { ...base, name: `${base.name} ${i + 1}` };
  });
  const made = createGame(
    { ruleset: 'dungeonbrawl', dungeon: getBuiltinDungeon('brawl-pit')!.text, teams: squads },
    { seed, rules: { turnLimit: 20 } },
  );
  if (!made.ok) throw new Error(JSON.stringify(made.errors));
  return made.game;
}

/** The game's outcome and a hash of every action chosen, in order. */
function fingerprint(game: Game, bots: Bot[], botSeed: number, fullInformation = false): string {
  const r = playBots(game, bots, { seed: botSeed, fullInformation });
  const hash = createHash('sha256').update(JSON.stringify(r.actions)).digest('hex').slice(0, 16);
  return `${r.steps} ${hash} ${JSON.stringify(r.game.result)} ${r.game.score.join('-')}`;
}

const scripted = () => scriptedBot();
const random = () => randomBot();
const search = () => searchBot({ playouts: 4 });

describe('seeded bot games are reproduced action for action', () => {
  const cases: [string, () => Game, (() => Bot)[], number, boolean, string][] = [
    [
      'scripted vs scripted, great-hall seed 1',
      () => hallGame(1),
      [scripted, scripted],
      11,
      false,
      '1222 b8318bc15c08a3b6 {"winner":1,"reason":"turnLimit","detail":"ball distance to the opposing end zone: Bright Blasters 19, Grey Lurkers 11"} 0-0',
    ],
    [
      'scripted vs scripted, great-hall seed 2',
      () => hallGame(2),
      [scripted, scripted],
      12,
      false,
      '1006 966de95a08a8f8a9 {"winner":1,"reason":"turnLimit","detail":"ball distance to the opposing end zone: Bright Blasters 16, Grey Lurkers 13"} 0-0',
    ],
    [
      'scripted vs scripted, great-hall seed 3',
      () => hallGame(3),
      [scripted, scripted],
      13,
      false,
      '1132 867649df54e6abb7 {"winner":0,"reason":"turnLimit","detail":"ball distance to the opposing end zone: Bright Blasters 15, Grey Lurkers 22"} 0-0',
    ],
    [
      'scripted vs scripted, full information',
      () => hallGame(4),
      [scripted, scripted],
      14,
      true,
      '1137 a0dcafcde7c09ba7 {"winner":0,"reason":"turnLimit","detail":"ball distance to the opposing end zone: Bright Blasters 17, Grey Lurkers 18"} 0-0',
    ],
    [
      'scripted vs random, great-hall seed 5',
      () => hallGame(5),
      [scripted, random],
      15,
      false,
      '947 8020ab89ec6983cd {"winner":0,"reason":"turnLimit","detail":"ball distance to the opposing end zone: Bright Blasters 5, Grey Lurkers 24"} 0-0',
    ],
    [
      'random vs scripted, great-hall seed 6',
      () => hallGame(6),
      [random, scripted],
      16,
      false,
      '814 d6a30bdf98faeab9 {"winner":1,"reason":"touchdown"} 0-1',
    ],
    [
      'random vs random, great-hall seed 7',
      () => hallGame(7),
      [random, random],
      17,
      false,
      '682 1f65fbea42753430 {"winner":null,"reason":"turnLimit","detail":"the ball was never found"} 0-0',
    ],
    [
      'scripted vs scripted, training-room to a touchdown',
      () => hallGame(2, 'training-room', null),
      [scripted, scripted],
      2,
      false,
      '768 24cae6ee9ac0ad14 {"winner":0,"reason":"touchdown"} 1-0',
    ],
    [
      'search vs scripted, great-hall seed 9, 2 turns',
      () => hallGame(9, 'great-hall', 2),
      [search, scripted],
      19,
      false,
      '200 7795bf3e3597ec85 {"winner":null,"reason":"turnLimit","detail":"the ball was never found"} 0-0',
    ],
    [
      '4-team brawl-pit, scripted and random',
      () => brawlGame(8),
      [scripted, random, scripted, random],
      18,
      false,
      '576 b05ea51b5fa801f7 {"winner":0,"reason":"touchdown"} 1-0-0-0',
    ],
  ];

  it.each(cases)('%s', (_name, game, makers, botSeed, full, expected) => {
    const got = fingerprint(
      game(),
      makers.map((m) => m()),
      botSeed,
      full,
    );
    if (process.env.CAPTURE) console.log(`CAPTURE ${_name}|${got}`);
    else expect(got).toBe(expected);
  });
});
