/** `dungeonbowl watch`: one random game, printed as it is played, a board after every team turn. */
import { FIRE_TEAM, type Game, type GameEvent, printableLine, SHADOW_TEAM } from '@dungeonbowl/engine';
import { boardKey, renderBoard } from '../board.ts';
import { loadDungeon } from '../dungeon-source.ts';
import type { Io } from '../io.ts';
import { describeResult, formatEvent } from '../log.ts';
import { checkRulesetOption, gameOptions, newGame, playRandomGame, randomSetup } from '../play.ts';
import { defaultDungeon, seatTeams, teamsCount } from '../seats.ts';

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
}

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
  const showBoard = async (g: Game) => {
    io.out(`${pending.join('\n')}\n\n${renderBoard(g)}`);
    pending = [];
    fresh = true;
    if (opts.delay > 0) await io.sleep(opts.delay);
  };
  const onEvents = async (events: GameEvent[], g: Game) => {
    fresh = false;
    for (const e of events) {
      // The end of the pre-game and of every team turn gets a board.
      if (e.type === 'turnStart' && e.number === 1) await showBoard(g);
      pending.push(formatEvent(g, e));
      if (e.type === 'turnEnd') await showBoard(g);
    }
  };
  const names = setup.teams.map((t) => printableLine(t.name)).join(' vs ');
  const where = `${printableLine(loaded.dungeon.name)}, ${game.rulesetId}`;
  io.out(`${names} in ${where}, seed ${opts.seed}\n${boardKey(game)}\n`);
  const played = await playRandomGame(setup, options, opts.seed, { onEvents });
  if (!fresh) await showBoard(played.game);
  else if (pending.length > 0) io.out(`${pending.join('\n')}\n`);
  const capped = played.capped ? ' (stopped by the step cap)' : '';
  io.out(`\nresult after ${played.steps} steps: ${describeResult(played.game)}${capped}\n`);
  return 0;
}
