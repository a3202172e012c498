/** Bringing players into the dungeon during a team turn, and the magic sponge. */
import { type Action, enterPortalAction } from '../actions.ts';
import type { Game } from '../state.ts';

/** [004]: one portal entry a team turn, but not on the first team's first turn (an option). */
export function portalEntryAllowed(g: Game): boolean {
  if (g.turn.used.portalEntry || g.portals.length === 0) return false;
  return !(g.options.noPortalEntryOnFirstTurn && g.turn.number === 1);
}

/** Entry from the reserves and the sponge, each with its own once-a-turn allowance ([004]). */
export function separateEntryActions(g: Game, team: number, entry: boolean): Action[] {
  const out: Action[] = [];
  if (entry) {
    for (const p of g.players) {
      if (p.team === team && p.status === 'reserve') out.push(enterPortalAction(p.id));
    }
  }
  if (!g.turn.used.sponge) {
    for (const p of g.players)
      if (p.team === team && p.status === 'ko') out.push({ type: 'sponge', player: p.id });
  }
  return out;
}

/**
 * [003] Dug-out teleporters and the magic sponge: at the start of each turn (before the first
 * activation) one player from the reserves into the dungeon, or the sponge instead.
 */
export function eitherEntryActions(g: Game, team: number): Action[] {
  const used = g.turn.used.portalEntry || g.turn.used.sponge;
  const started = g.players.some((p) => p.team === team && p.activated);
  if (used || started) return [];
  return separateEntryActions(g, team, g.portals.length > 0);
}
