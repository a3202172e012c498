/** `dungeonbowl watch`: one random game, printed as it is played, a board after every team turn. */
import { FIRE_TEAM, type Game, type GameEvent, printableLine, SHADOW_TEAM } from '@dungeonbowl/engine';
import { boardKey, renderBoard } from '../board.ts';
import { loadDungeon } from '../dungeon-source.ts';
import type { Io } from '../io.ts';
import { describeResult, eventPrinter } from '../log.ts';
import { checkRulesetOption, gameOptions, newGame, playRandomGame, randomSetup } from '../play.ts';
import { defaultDungeon, seatTeams, squadLines, teamsCount } from '../seats.ts';

export interface WatchOptions {
  seed: number;
  /** A built-in id or a map file (default: the built-in map for the ruleset and the teams). */
  dungeon?: string;
  /** Teams in the game: the Fire and Shadow teams dealt round (default: the ruleset's least). */
  teamsCount?: number;
  turnLimit: number;
  delay: number;
  /** The ruleset (default: the engine's, dungeonbowl2021). */
  ruleset?: string;
  /** Boards printed at most, the log with them; then the game is played on unshown (0: no cap). */
  boards?: number;
}

/**
 * Boards printed by default: a game of four teams under the default turn limit has 64 team
 * turns, so this shows whole games; one with no turn limit (hundreds of team turns, in [000]
 * until nobody is left) stops printing here, not after megabytes.
 */
export const WATCH_BOARDS = 300;

export async function watch(opts: WatchOptions, io: Io): Promise<number> {
  checkRulesetOption(opts.ruleset, opts.turnLimit);
  const named = opts.dungeon === undefined ? null : loadDungeon(opts.dungeon, io);
  const count = teamsCount(opts.teamsCount, opts.ruleset, named?.dungeon);
  const loaded = named ?? loadDungeon(defaultDungeon(opts.ruleset, count), io);
  const teams = seatTeams([FIRE_TEAM, SHADOW_TEAM], count, opts.ruleset);
  const setup = randomSetup(loaded.text, teams, opts.ruleset);
  const options = gameOptions(opts.seed, opts.turnLimit);
  // Set the game up before printing anything: a map it cannot be played on (one made for another
  // ruleset, say) is only an error.
  const { game } = newGame(setup, options);
  let pending: string[] = [];
  // Whether the last board printed shows the game as it is now.
  let fresh = false;
  const cap = opts.boards ?? WATCH_BOARDS;
  let boards = 0;
  const showBoard = async (g: Game) => {
    io.out(`${pending.join('\n')}\n\n${renderBoard(g)}`);
    pending = [];
    fresh = true;
    boards++;
    if (opts.delay > 0) await io.sleep(opts.delay);
    if (boards === cap)
      io.out(
        `\n--- ${cap} boards printed: the game is played on to its end unshown (--boards 0 prints them all)\n`,
      );
  };
  const print = eventPrinter();
  const onEvents = async (events: GameEvent[], g: Game) => {
    fresh = false;
    if (cap > 0 && boards >= cap) return;
    for (const e of events) {
      // The end of the pre-game and of every team turn gets a board.
      if (e.type === 'turnStart' && e.number === 1) await showBoard(g);
      pending.push(print(g, e));
      if (e.type === 'turnEnd') await showBoard(g);
      if (cap > 0 && boards >= cap) return;
    }
  };
  const names = setup.teams.map((t) => printableLine(t.name)).join(' vs ');
  const where = `${printableLine(loaded.dungeon.name)}, ${game.rulesetId}`;
  const squads = squadLines([FIRE_TEAM, SHADOW_TEAM], opts.ruleset).map((l) => `${l}\n`);
  io.out(`${names} in ${where}, seed ${opts.seed}\n${squads.join('')}${boardKey(game)}\n`);
  const played = await playRandomGame(setup, options, opts.seed, { onEvents });
  if (!fresh && cap > 0 && boards >= cap) pending.push('\n=== The end of the game ===');
  if (!fresh) await showBoard(played.game);
  else if (pending.length > 0) io.out(`${pending.join('\n')}\n`);
  const capped = played.capped ? ' (stopped by the step cap)' : '';
  io.out(`\nresult after ${played.steps} steps: ${describeResult(played.game)}${capped}\n`);
  return 0;
}
