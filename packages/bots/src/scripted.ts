/**
 * The scripted bot: plays Dungeon Bowl by rules of thumb, through the engine's public API only.
 * It places chests in the middle and portals beside them, takes the end zone the chests lie
 * away from, and deploys its best movers; it sends players to the nearest chests by routes that
 * need no dice and opens one as the turn's last act; it picks up the ball and runs it round
 * tackle zones to the end zone (the engine's `reachable` chances) with team-mates clearing its
 * lane and escorting it; it blitzes and blocks the opposing carrier, blocks only when the odds
 * favour it (`blockOdds`), fouls an opponent lying in its carrier's way, spends team re-rolls
 * where they matter, brings players in through portals and uses the magic sponge. Each decision
 * is cheap: route searches reuse scratch arrays and the plans of a team turn are kept in the
 * bot's memory (see scripted-turn.ts for the order of a team turn).
 *
 * It never reads hidden information (which unopened chest holds the ball, the dice): a test
 * greps its files for it. The memory is per bot and team: one bot per game running at a time.
 */
import type { Action } from '@dungeonbowl/engine';
import { type Bot, type BotTurn, isOffered } from './bot.ts';
import { activationAction } from './scripted-activation.ts';
import { blockReroll, chooseBlockDie, choosePush, followUp } from './scripted-block.ts';
import { miscAction, testReroll } from './scripted-dice.ts';
import { pregameAction } from './scripted-pregame.ts';
import { copyMemory, type Memory, newMemory, type Sit, situation, topFrame } from './scripted-situation.ts';
import { turnAction } from './scripted-turn.ts';

export type ScriptedBotOptions = Record<string, never>;

function frameAction(s: Sit, actions: Action[]): Action {
  const f = topFrame(s.g);
  switch (f?.t) {
    case 'turn':
      return turnAction(s, actions);
    case 'activation':
      return activationAction(s, f, actions);
    case 'test':
      return testReroll(s, f, actions);
    case 'block':
      if (f.phase === 'reroll') return blockReroll(s, f, actions);
      if (f.phase === 'choose') return chooseBlockDie(s, f, actions);
      if (f.phase === 'followUp') return followUp(s, f, actions);
      break;
    case 'push':
      if (f.phase === 'choose') return choosePush(s, f, actions);
      break;
  }
  return miscAction(s, actions);
}

export function scriptedBot(_options: ScriptedBotOptions = {}): Bot {
  return withMemories([]);
}

/** A scripted bot with these memories (one per team, so one bot may play both sides). */
function withMemories(mems: Memory[]): Bot {
  return {
    id: 'scripted',
    fork: () => withMemories(mems.map(copyMemory)),
    choose({ view, team, decision }: BotTurn): Action {
      const actions = decision.actions;
      if (topFrame(view)?.t === 'pregame') {
        const a = pregameAction(view, actions);
        if (a) return a;
      }
      mems[team] ??= newMemory();
      const a = frameAction(situation(view, team, mems[team]), actions);
      if (isOffered(a, actions)) return a;
      // A plan kept from earlier in the turn no longer fits the board (a fork of the bot playing
      // on after someone else's choice, say): forget the turn's plans and think again.
      mems[team] = newMemory();
      const again = frameAction(situation(view, team, mems[team]), actions);
      // Still no fit (a bug of ours): the first offered action keeps the game going.
      return isOffered(again, actions) ? again : actions[0];
    },
  };
}
