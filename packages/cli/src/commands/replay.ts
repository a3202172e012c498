/** `dungeonbowl replay FILE`: replays a game record, printing the log and the final board. */
import { dungeonOf, printableLine } from '@dungeonbowl/engine';
import { boardKey, renderBoard } from '../board.ts';
import type { Io } from '../io.ts';
import { describeResult, formatEvents } from '../log.ts';
import { replayFile } from '../record-file.ts';

export function replay(file: string, opts: { json?: boolean }, io: Io): number {
  const { record, replay } = replayFile(file, io);
  const { game, events } = replay;
  if (opts.json) {
    io.out(`${JSON.stringify({ result: game.result, events, game })}\n`);
    return 0;
  }
  const dice = record.options.dice
    ? `${record.options.dice.length} scripted dice`
    : `seed ${record.options.seed ?? 1}`;
  const head = [
    `${printableLine(file)}: ${game.teams.map((t) => printableLine(t.name)).join(' vs ')} in ${printableLine(dungeonOf(game).name)}`,
    // A record made before rules revisions existed is revision 1 (docs/game-record.md).
    `${game.rulesetId} (rules revision ${record.rulesRevision ?? 1}), ${dice}, ${replay.steps} actions`,
  ];
  io.out(`${head.join('\n')}\n\n`);
  io.out(`${formatEvents(game, events).join('\n')}\n\n`);
  io.out(`${renderBoard(game)}${boardKey(game)}\n\nresult: ${describeResult(game)}\n`);
  return 0;
}
