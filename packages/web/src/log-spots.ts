/**
 * The squares and players a log entry names, so the board can show them while a coach points at
 * the entry (the board has no coordinates inside it: "(26,13)" alone means little). Read from the
 * entry's events, never from its words.
 */
import type { Game, GameEvent } from '@dungeonbowl/engine';
import type { LogEntry } from './log-groups.ts';

export interface Spots {
  /** Squares named: where players moved from and to, the ball, chests, portals, traps. */
  squares: number[];
  /** Players named, shown where they stand now. */
  players: number[];
}

/** One event's squares and players. */
function eventSpots(g: Game, e: GameEvent, sq: Set<number>, players: Set<number>): void {
  const r = e as { sq?: number; player?: number; attacker?: number; defender?: number; target?: number };
  for (const p of [r.player, r.attacker, r.defender, r.target]) if (p !== undefined && p >= 0) players.add(p);
  if (typeof r.sq === 'number' && r.sq >= 0) sq.add(r.sq);
  if (e.type === 'move') {
    if (e.from >= 0) sq.add(e.from);
    sq.add(e.to);
  }
  if (e.type === 'stoneBall') sq.add(e.to);
  if (e.type === 'teleport')
    for (const n of [e.from, e.to]) {
      const pad = g.portals.find((x) => x.number === n);
      if (pad) sq.add(pad.sq);
    }
}

/** What an entry names: a line's event, or every event of a group. */
export function entrySpots(g: Game, entry: LogEntry): Spots {
  const lines = entry.kind === 'group' ? entry.lines : [entry.line];
  const sq = new Set<number>();
  const players = new Set<number>();
  for (const l of lines) if (l.event) eventSpots(g, l.event, sq, players);
  const size = g.occ.length;
  return {
    squares: [...sq].filter((s) => s < size),
    players: [...players].filter((p) => g.players[p] !== undefined),
  };
}
