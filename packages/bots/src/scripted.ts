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
import type { Action, Decision } from '@dungeonbowl/engine';
import { type Bot, type BotTurn, isOffered } from './bot.ts';
import { activationAction } from './scripted-activation.ts';
import { assistChoice } from './scripted-assist.ts';
import { blockReroll, chooseBlockDie, choosePush, followUp } from './scripted-block.ts';
import { climbHelp, climbSquare, miscAction, testReroll } from './scripted-dice.ts';
import { pregameAction } from './scripted-pregame.ts';
import {
  activationNow,
  copyMemory,
  type Memory,
  newMemory,
  type Sit,
  situation,
} from './scripted-situation.ts';
import { turnAction } from './scripted-turn.ts';
import { KNOWN_KINDS, safeDefault, unknownDecision } from './scripted-unknown.ts';

export type ScriptedBotOptions = Record<string, never>;

/**
 * The bot's answer to a decision, chosen by its kind (the rest: miscAction by the actions; a kind
 * the bot was not written for, the engine's newer questions: scripted-unknown.ts).
 */
function decisionAction(s: Sit, d: Decision, actions: Action[]): Action {
  if (!KNOWN_KINDS.has(d.kind)) return unknownDecision(s, d, actions);
  switch (d.kind) {
    case 'teamTurn':
      return turnAction(s, actions, d.context.entering);
    case 'activation':
      return activationAction(s, activationNow(d), actions);
    case 'reroll':
      return testReroll(s, d.player ?? -1, d.context.test, actions);
    case 'blockReroll':
      return blockReroll(s, d.context, actions);
    case 'blockDie':
      return chooseBlockDie(s, d.context, actions);
    case 'followUp':
      return followUp(s, d.context, actions);
    case 'push':
      return choosePush(s, d.context.pushed, actions);
    case 'climbHelpers':
      return climbHelp(s, d.player ?? -1, d.context.helpers.length, actions);
    case 'climbSquare':
      return climbSquare(s, d.player ?? -1, actions);
    case 'thirdPartyAssist':
      return assistChoice(s, d, actions) ?? safeDefault(actions);
  }
  return miscAction(s, actions);
}

const PREGAME = new Set<Decision['kind']>([
  'placeChest',
  'placePortal',
  'chooseEndZone',
  'placeTrap',
  'deploy',
]);

export function scriptedBot(_options: ScriptedBotOptions = {}): Bot {
  return withMemories([]);
}

/** A scripted bot with these memories (one per team, so one bot may play both sides). */
function withMemories(mems: Memory[]): Bot {
  return {
    id: 'scripted',
    fork: () => withMemories(mems.map(copyMemory)),
    choose({ view, team, decision }: BotTurn): Action {
      // A plain copy of the engine's frozen list: on a frozen array, filter, find, some and map
      // leave V8's fast path (twenty times slower), and the bot runs them on it all the time.
      const actions = [...decision.actions];
      if (PREGAME.has(decision.kind)) {
        const a = pregameAction(view, team, actions);
        if (a) return a;
      }
      mems[team] ??= newMemory();
      const a = decisionAction(situation(view, team, mems[team]), decision, actions);
      if (isOffered(a, actions)) return a;
      // A plan kept from earlier in the turn no longer fits the board (a fork of the bot playing
      // on after someone else's choice, say): forget the turn's plans and think again.
      mems[team] = newMemory();
      const again = decisionAction(situation(view, team, mems[team]), decision, actions);
      // Still no fit (a bug of ours): the first offered action keeps the game going.
      return isOffered(again, actions) ? again : actions[0];
    },
  };
}
