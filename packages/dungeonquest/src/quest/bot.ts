/**
 * The DungeonQuest bot: picks an action for a seat from the decision (docs/dungeonquest-game.md).
 * (A stand-in until the real bot lands: the first legal action.)
 */
import type { QuestDecision } from './api.ts';
import type { QuestAction, QuestState } from './types.ts';

export function questBotAction(_game: QuestState, decision: QuestDecision, _rng: () => number): QuestAction {
  return decision.actions[0];
}
