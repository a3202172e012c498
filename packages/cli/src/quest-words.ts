/**
 * The words of `dungeonbowl quest play`: one line of story for each event of DungeonQuest's whole
 * game, and the board at the end as text. This file's words only; the names of tiles and cards
 * are the content's.
 */
import { MONSTERS } from '@dungeonbowl/dungeonquest';
import {
  BOARD_H,
  BOARD_W,
  openSides,
  type QuestEvent,
  type QuestState,
  sq,
  sqX,
  sqY,
  TOWERS,
  TREASURE,
} from '@dungeonbowl/dungeonquest/quest';

/** A space as the board's column letter and row number: a1 is the north-west tower. */
export function place(s: number): string {
  return `${String.fromCharCode(97 + sqX(s))}${sqY(s) + 1}`;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

const OUTCOME: Record<string, string> = {
  won: 'wins the fight',
  escaped: 'gets away',
  lost: 'falls in the fight',
  mutual: 'and the monster fall together',
};

const DECK: Record<string, string> = {
  dungeon: 'the dungeon',
  search: 'the search',
  trap: 'a trap',
  door: 'the door',
  corpse: 'the body',
  crypt: 'the crypt',
  catacomb: 'the catacombs',
  dragon: 'the dragon',
  treasure: 'the treasure',
};

function fightLine(who: string, e: { type: string; [k: string]: unknown }): string | null {
  switch (e.type) {
    case 'attack':
      return `${who} attacks.`;
    case 'escape': {
      const r = e.result as { total: number; luck: number; success: boolean };
      return r.success
        ? `${who} tries to slip away: ${r.total} against Luck ${r.luck}, and is gone.`
        : `${who} tries to slip away: ${r.total} against Luck ${r.luck}, caught (2 wounds).`;
    }
    case 'strike':
      return `${who} strikes first: ${plural(e.wounds as number, 'wound')} to the monster.`;
    case 'reroll':
      return `${who} rolls a die again: ${e.from} becomes ${e.to}.`;
    case 'round': {
      const r = e.result as { heroWounds: number; monsterWounds: number };
      return `  round ${e.round}: ${who} has ${plural(r.heroWounds, 'wound')}, the monster ${r.monsterWounds}.`;
    }
    default:
      return null;
  }
}

/** One line for an event, or null for those the story leaves out. */
export function storyLine(g: QuestState, e: QuestEvent): string | null {
  const who = (seat: number) => g.heroes[seat]?.name ?? `seat ${seat + 1}`;
  const tileName = (id: string) => g.content.tiles.find((t) => t.id === id)?.name ?? id;
  switch (e.type) {
    case 'first-player':
      return `${who(e.seat)} rolls highest and goes first.`;
    case 'placed':
      return `${who(e.seat)} steps into the tower room at ${place(e.at)}.`;
    case 'round':
      return `-- Round ${e.round} --`;
    case 'sun':
      return e.roll === undefined
        ? null
        : `The sun sinks to mark ${e.needed}: a ${e.roll} (${e.needed} or less sets it).`;
    case 'sunset':
      return e.entombed.length > 0
        ? `The sun sets. Kalladra's gates close on ${e.entombed.map(who).join(', ')}.`
        : 'The sun sets.';
    case 'skipped':
      return `${who(e.seat)} loses the turn.`;
    case 'moved':
      return `${who(e.seat)} goes to ${place(e.to)} (${tileName(g.board[e.to]?.tile ?? '')}).`;
    case 'tile':
      return `${who(e.seat)} finds a new chamber at ${place(e.at)}: ${tileName(e.tile)}.`;
    case 'pile-empty':
      return `No chamber is left to find at ${place(e.at)}.`;
    case 'rotated':
      return `The chamber at ${place(e.at)} grinds round (a ${e.roll}).`;
    case 'portcullis':
      return `A portcullis crashes down behind ${place(e.at)}.`;
    case 'dark':
      return `${who(e.seat)} gropes through the dark and stumbles ${e.dir}.`;
    case 'blocked':
      return `${who(e.seat)} finds no way ${e.dir}.`;
    case 'card':
      return `${who(e.seat)}, ${DECK[e.deck] ?? e.deck}: ${e.name}.`;
    case 'rune-drawn':
      return `${who(e.seat)} takes a rune card.`;
    case 'rune-used':
      return `${who(e.seat)} uses a rune (${e.use}).`;
    case 'test':
      return `${who(e.seat)} tests ${e.attr}: ${e.dice[0]}+${e.dice[1]} against ${e.target}, ${e.pass ? 'passed' : 'failed'}.`;
    case 'wounded':
      return `${who(e.seat)} takes ${plural(e.wounds, 'wound')} (${e.total} in all).`;
    case 'healed':
      return e.wounds > 0 ? `${who(e.seat)} heals ${e.wounds} (${e.total} left).` : null;
    case 'loot':
      return `${who(e.seat)} takes ${e.card.name} (${e.card.gold ?? 0} gold).`;
    case 'loot-lost':
      return `${who(e.seat)} loses ${e.cards.map((c) => c.name).join(', ')}.`;
    case 'skip-turns':
      return `${who(e.seat)} will miss ${plural(e.turns, 'turn')}.`;
    case 'moved-back':
      return `${who(e.seat)} falls back to ${place(e.to)}.`;
    case 'turn-ended':
      return `${who(e.seat)}'s turn ends there.`;
    case 'entrance':
      return `A way down into the catacombs opens at ${place(e.at)}.`;
    case 'secret-door':
      return `A secret door opens on the ${e.side} side of ${place(e.at)}.`;
    case 'searched':
      return `${who(e.seat)} searches ${place(e.at)}.`;
    case 'descended':
      return `${who(e.seat)} goes down into the catacombs at ${place(e.at)}.`;
    case 'tunnel':
      return `${who(e.seat)} creeps on below ${place(e.at)}, facing ${e.facing}.`;
    case 'climbed-out':
      return `${who(e.seat)} climbs out at ${place(e.at)}.`;
    case 'turned-back':
      return `${who(e.seat)} must turn back.`;
    case 'monster':
      return `${who(e.seat)} meets a ${MONSTERS[e.monster].name} at ${e.at < 0 ? 'the catacombs' : place(e.at)}.`;
    case 'fight':
      return fightLine(who(e.seat), e.event as { type: string });
    case 'fight-over':
      return `${who(e.seat)} ${OUTCOME[e.outcome] ?? e.outcome}${e.wounds > 0 ? ` (${plural(e.wounds, 'wound')})` : ''}.`;
    case 'monster-gone':
      return `The monster is gone.`;
    case 'dragon':
      return e.rage ? `The dragon wakes, and ${who(e.seat)} burns!` : `The dragon sleeps on.`;
    case 'died':
      return `${who(e.seat)} dies: ${e.cause}.`;
    case 'left':
      return `${who(e.seat)} leaves the dungeon by ${place(e.at)}.`;
    case 'game-over':
      return e.result.kalladraWins
        ? 'Nobody came out: Kalladra wins.'
        : `The winner: ${e.result.winners.join(' and ')} (${e.result.decidedBy}).`;
    default:
      return null;
  }
}

/**
 * The board at the end: each space a letter (T a tower, $ the treasure chamber, # a room, + a
 * corridor or other chamber, space unexplored), a '-' or '|' between two chambers open to each other.
 */
export function boardText(g: QuestState): string {
  const rows: string[] = [];
  const mark = (s: number): string => {
    const p = g.board[s];
    if (!p) return ' ';
    if (TOWERS.includes(s)) return 'T';
    if (TREASURE.includes(s)) return '$';
    const def = g.content.tiles.find((t) => t.id === p.tile);
    return def?.searchable ? '#' : '+';
  };
  const linked = (a: number, b: number, d: 'E' | 'S', back: 'W' | 'N') =>
    g.board[a] && g.board[b] && openSides(g, a).includes(d) && openSides(g, b).includes(back);
  rows.push(`   ${Array.from({ length: BOARD_W }, (_, x) => String.fromCharCode(97 + x)).join(' ')}`);
  for (let y = 0; y < BOARD_H; y++) {
    let line = `${String(y + 1).padStart(2)} `;
    let under = '   ';
    for (let x = 0; x < BOARD_W; x++) {
      const s = sq(x, y);
      line += mark(s);
      if (x < BOARD_W - 1) line += linked(s, sq(x + 1, y), 'E', 'W') ? '-' : ' ';
      if (y < BOARD_H - 1) under += `${linked(s, sq(x, y + 1), 'S', 'N') ? '|' : ' '} `;
    }
    rows.push(line.trimEnd());
    if (y < BOARD_H - 1) rows.push(under.trimEnd());
  }
  return rows.join('\n');
}
