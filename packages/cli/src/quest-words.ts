/**
 * The words of `dungeonbowl quest play`: one line of story for each event of DungeonQuest's whole
 * game (the engine's event words, quest/words.ts, as the browser's log; a fight's rounds in short
 * here), and the board at the end as text, its columns A to M as the event words name the spaces.
 */
import {
  BOARD_H,
  BOARD_W,
  eventWords,
  type Namer,
  openSides,
  type QuestEvent,
  type QuestState,
  questNamer,
  sq,
  TOWERS,
  TREASURE,
} from '@dungeonbowl/dungeonquest/quest';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

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

/**
 * One line for an event (the engine's words, shared with the browser's log), or null for those the
 * story leaves out; a fight's rounds in short.
 */
export function storyLine(g: QuestState, e: QuestEvent, n: Namer = questNamer(g)): string | null {
  if (e.type === 'fight') return fightLine(n.seat(e.seat), e.event as { type: string });
  if (e.type === 'turn') return null;
  return eventWords(e, n);
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
  rows.push(`   ${Array.from({ length: BOARD_W }, (_, x) => String.fromCharCode(65 + x)).join(' ')}`);
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
