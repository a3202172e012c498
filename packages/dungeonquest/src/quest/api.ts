/**
 * The one decision API: `questDecision` says who decides what now (the only source of legality),
 * `applyQuest` checks an action against it, applies it on a copy and resolves everything automatic
 * up to the next decision. A refused action, or dice that ran out, change nothing.
 */
import { pushAll } from '@dungeonbowl/engine';
import { DiceError } from '../dice.ts';
import { MONSTERS } from '../monsters.ts';
import { cardDef } from './decks.ts';
import { type FightOddsContext, fightActions, fightOdds, monsterSeatOf } from './fight.ts';
import { act, freeTowers, run, turnActions } from './flow.ts';
import type { QuestError } from './setup.ts';
import { type QuestAction, type QuestEvent, type QuestState, TOWERS } from './types.ts';

export type DecisionKind =
  | 'tower'
  | 'turn'
  | 'choose'
  | 'secretDoor'
  | 'rune'
  | 'moveToken'
  | 'fight'
  | 'over';

export interface QuestDecision {
  /** The seat that decides (-1 once the game is over). */
  seat: number;
  kind: DecisionKind;
  actions: QuestAction[];
  /** What a player needs to answer (public: no hidden token life, no deck order). */
  context: Record<string, unknown> & { odds?: FightOddsContext };
}

/**
 * Who decides now, what about, and the legal actions. `odds: false` skips the fight's odds (bulk
 * play). Everything in it is a fresh object: a caller that changes it changes nothing in the game.
 */
export function questDecision(g: QuestState, opts: { odds?: boolean } = {}): QuestDecision {
  if (g.phase === 'over')
    return { seat: -1, kind: 'over', actions: [], context: { result: structuredClone(g.result) } };
  if (g.phase === 'towers') {
    const towers = freeTowers(g);
    return {
      seat: g.placing[0],
      kind: 'tower',
      actions: towers.map((tower) => ({ type: 'tower', tower })),
      context: { towers: towers.map((i) => TOWERS[i]) },
    };
  }
  const seat = g.turn!.seat;
  const top = g.stack[g.stack.length - 1];
  switch (top?.f) {
    case 'choose':
      return {
        seat,
        kind: 'choose',
        actions: top.options.map((_, option) => ({ type: 'choose', option })),
        context: { src: top.src, labels: top.options.map((o) => o.label) },
      };
    case 'secretDoor':
      return {
        seat,
        kind: 'secretDoor',
        actions: top.sides.map((side) => ({ type: 'secretDoor', side })),
        context: { at: g.heroes[seat].pos, sides: [...top.sides] },
      };
    case 'rune':
      return {
        seat,
        kind: 'rune',
        actions: [{ type: 'useRune' }, { type: 'declineRune' }],
        context: { use: top.use, src: top.src },
      };
    case 'moveToken':
      return moveTokenDecision(g, seat, top);
    case 'fight':
      return {
        seat,
        kind: 'fight',
        actions: fightActions(g, top),
        context: fightContext(g, opts.odds !== false),
      };
    default:
      return {
        seat,
        kind: 'turn',
        actions: turnActions(g),
        context: {
          round: g.round,
          sun: g.sun.space,
          at: g.heroes[seat].pos,
          catacomb: structuredClone(g.heroes[seat].catacomb),
        },
      };
  }
}

/** Every token of the type is in play: the Monster player (not the hero) sends one from the board. */
function moveTokenDecision(
  g: QuestState,
  seat: number,
  top: Extract<QuestState['stack'][number], { f: 'moveToken' }>,
): QuestDecision {
  return {
    seat: monsterSeatOf(g, seat),
    kind: 'moveToken',
    actions: top.marks.map((mark) => ({ type: 'moveToken', mark })),
    context: {
      hero: seat,
      monster: top.type,
      to: top.at,
      tokens: g.tokens
        .filter((t) => top.marks.includes(t.mark))
        .map((t) => ({ mark: t.mark, at: t.at, monster: t.token.type })),
    },
  };
}

function fightContext(g: QuestState, withOdds: boolean): QuestDecision['context'] {
  const top = g.stack[g.stack.length - 1] as Extract<QuestState['stack'][number], { f: 'fight' }>;
  const e = top.enc;
  return {
    monster: top.token.type,
    attributes: [...MONSTERS[top.token.type].attributes],
    monsterSeat: top.monsterSeat,
    at: top.at,
    heroWounds: e.heroWounds,
    monsterWounds: e.monsterWounds,
    phase: e.phase,
    round: e.round,
    pending: structuredClone(e.pending),
    noEscape: top.noEscape,
    ...(withOdds ? { odds: fightOdds(g, top) } : {}),
  };
}

/** A copy sharing only the frozen content. */
export function cloneQuest(g: QuestState): QuestState {
  const { content, ...rest } = g;
  return { ...structuredClone(rest), content };
}

function sameAction(a: QuestAction, b: unknown): boolean {
  if (!b || typeof b !== 'object') return false;
  const o = b as Record<string, unknown>;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(o).length && keys.every((k) => (a as Record<string, unknown>)[k] === o[k])
  );
}

export type ApplyResult =
  | { ok: true; game: QuestState; events: QuestEvent[] }
  | { ok: false; error: QuestError };

export function applyQuest(game: QuestState, action: QuestAction): ApplyResult {
  const d = questDecision(game, { odds: false });
  if (d.kind === 'over') return { ok: false, error: { code: 'GAME_OVER', message: 'the game is over' } };
  const legal = d.actions.find((a) => sameAction(a, action));
  if (!legal) {
    const open = d.actions.map((a) => JSON.stringify(a)).join(', ');
    return {
      ok: false,
      error: {
        code: 'ILLEGAL_ACTION',
        message: `${JSON.stringify(action)} is not open now (${d.kind} of seat ${d.seat}: ${open})`,
      },
    };
  }
  const g = cloneQuest(game);
  const events: QuestEvent[] = [];
  try {
    act(g, legal, events);
    run(g, events);
  } catch (e) {
    if (!(e instanceof DiceError)) throw e;
    return {
      ok: false,
      error: { code: e.code, message: e.message, die: { sides: e.sides, purpose: e.purpose } },
    };
  }
  g.actions.push(legal);
  // The events share objects with the new game (a loot card, a fight's round): the caller gets copies.
  return { ok: true, game: g, events: structuredClone(events) };
}

/** Table-top play: the dice the players threw, added to a scripted game's list (then `applyQuest` again). */
export function addQuestDice(game: QuestState, rolls: number[]): QuestState {
  if (game.dice.kind !== 'scripted') throw new Error('a seeded game rolls its own dice');
  const g = cloneQuest(game);
  if (g.dice.kind === 'scripted') pushAll(g.dice.rolls, rolls);
  g.options.dice = [...(g.options.dice ?? []), ...rolls];
  return g;
}

/** The rune cards a seat holds, with their texts (for its own view). */
export function runeCards(g: QuestState, seat: number) {
  return g.heroes[seat].runes.map((id) => {
    const c = cardDef(g, 'rune', id);
    return { id, name: c.name, text: c.text, use: c.use ?? 'turn' };
  });
}
