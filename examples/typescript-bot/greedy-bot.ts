/**
 * A small bot in TypeScript, to copy from: it uses only the engine's public API and what its
 * coach may see. It scores when a step reaches the opposing end zone, blocks when the block dice
 * favour it (two chances in three of a knock-down, little risk), and otherwise plays like the random bot (rarely ending its turn early).
 *
 * Play it: `npx tsx examples/typescript-bot/play.ts` (a game against the scripted bot).
 */
import { type Bot, type BotTurn, randomBot } from '@dungeonbowl/bots';
import { type Action, blockOdds, dungeonOf, END_ZONE_LETTERS } from '@dungeonbowl/engine';

export function greedyBot(): Bot {
  const fallback = randomBot({ endTurnWeight: 0.1 });
  return {
    id: 'greedy',
    choose(turn: BotTurn): Action {
      return touchdownStep(turn) ?? goodBlock(turn) ?? fallback.choose(turn);
    },
  };
}

/** A step that brings our ball carrier into an end zone we score in. */
function touchdownStep({ view, team, decision }: BotTurn): Action | null {
  const ball = view.ball;
  // Steps are offered for the player of the activation on top of the decision stack.
  const top = view.stack[view.stack.length - 1];
  if (ball.state !== 'carried' || top?.t !== 'activation' || top.player !== ball.carrier) return null;
  if (view.players[ball.carrier].team !== team) return null;
  const zones = view.teams.flatMap((t, i) =>
    i !== team && t.endZone ? [END_ZONE_LETTERS.indexOf(t.endZone)] : [],
  );
  const endZone = dungeonOf(view).endZone;
  return decision.actions.find((a) => a.type === 'step' && zones.includes(endZone[a.to])) ?? null;
}

/** A Block declaration whose dice knock the target down at least two times in three. */
function goodBlock({ view, decision }: BotTurn): Action | null {
  for (const a of decision.actions) {
    if (a.type !== 'activate' || a.action !== 'block' || a.target === undefined) continue;
    const odds = blockOdds(view, a.player, a.target);
    if (odds.defenderDown >= 2 / 3 && odds.attackerDown < 0.2) return a;
  }
  return null;
}
