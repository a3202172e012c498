/** The dungeons the bot benches play on (bench/bots.ts, bench/fit-eval.ts). */
import { BUILTIN_DUNGEONS } from '@dungeonbowl/engine';

/** The built-in dungeons whose header names the Dungeon Bowl 2021 ruleset. */
export function dungeonBowlDungeons(): string[] {
  return BUILTIN_DUNGEONS.filter((d) => /^rulesets:.*\bdungeonbowl2021\b/m.test(d.text)).map((d) => d.id);
}
