/** How players, squares and teams are named on screen and in the log. */
import { type Game, getRoster, getRuleset, type Player, words } from '@dungeonbowl/engine';

const POSITION_NAMES = new Map<string, string>();

/** The position's display name from its roster ('dark-elf-blitzer' → 'Dark Elf Blitzer'). */
export function positionName(g: Game, p: Player): string {
  const key = `${g.teams[p.team]?.roster}/${p.position}`;
  let name = POSITION_NAMES.get(key);
  if (!name) {
    const roster = getRoster(g.teams[p.team]?.roster ?? '');
    name = roster?.positions.find((x) => x.id === p.position)?.name ?? p.position;
    POSITION_NAMES.set(key, name);
  }
  return name;
}

/** Two letters for a token: 'Ogre' → 'Og', 'Dark Elf Blitzer' → 'DB'. */
export function positionAbbrev(g: Game, p: Player): string {
  const ws = positionName(g, p)
    .split(/[\s-]+/)
    .filter(Boolean);
  if (ws.length === 0) return '?';
  if (ws.length === 1) return ws[0].slice(0, 2);
  return (ws[0][0] + ws[ws.length - 1][0]).toUpperCase();
}

/** 'Witch Elf #3' */
export function playerName(g: Game, id: number | undefined): string {
  if (id === undefined || id < 0) return '?';
  const p = g.players[id];
  return p ? `${positionName(g, p)} #${p.number}` : `player ${id}`;
}

export function teamName(g: Game, t: number | null | undefined): string {
  if (t === null || t === undefined || t < 0) return '?';
  return g.teams[t]?.name ?? `team ${t + 1}`;
}

export const sqX = (g: Game, sq: number) => sq % g.width;
export const sqY = (g: Game, sq: number) => Math.floor(sq / g.width);

/** '(4,7)': column and row from 0, as the CLI prints them. */
export function squareName(g: Game, sq: number | null | undefined): string {
  if (sq === null || sq === undefined || sq < 0) return '(off)';
  return `(${sqX(g, sq)},${sqY(g, sq)})`;
}

/** 'Witch Elf #3 (Grey Lurkers)': among many teams a position and number alone may be shared. */
export function playerOfTeam(g: Game, id: number | undefined): string {
  const p = id === undefined ? undefined : g.players[id];
  return p ? `${playerName(g, id)} (${teamName(g, p.team)})` : playerName(g, id);
}

/**
 * The pieces' names under the game's ruleset (the engine's rule-text.ts): [000]'s "teleporters"
 * and "trap markers", the others' "portals" and "trap counters".
 */
export { padWord, trapWord } from '@dungeonbowl/engine';

/**
 * [000]'s injury ladder stands in for the KO and casualty boxes (the ruleset's own `applyInjury`):
 * a removed player, not dead, comes back through the entrance at its coach's next turn.
 */
export function hasInjuryLadder(g: Game): boolean {
  return getRuleset(g.rulesetId)?.applyInjury !== undefined;
}

/** [000]'s marker kinds, in the words of the rules, singular and plural. */
export const MARKER_WORDS: Record<string, [string, string]> = {
  blank: ['blank', 'blanks'],
  pit: ['pit', 'pits'],
  spikedPit: ['spiked pit', 'spiked pits'],
};

/** "1 spiked pit, 2 pits, 3 blanks": the markers a coach has left, by kind. */
export function markersLeftWords(markers: Partial<Record<string, number>>): string {
  return Object.entries(markers)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([k, n]) => `${n} ${(MARKER_WORDS[k] ?? [words(k), words(k)])[n === 1 ? 0 : 1]}`)
    .join(', ');
}
