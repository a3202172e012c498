/**
 * What the spells leave behind, asked by the rest of the rules (turn.ts, block.ts, dump-off.ts,
 * portal-passer.ts), and which spell a team may still cast. Kept apart from the spell rules so
 * those files import nothing heavy.
 */
import { getRoster } from '../../data/rosters.ts';
import type { SpellId } from '../../data/spells.ts';
import type { Game, Player } from '../../state.ts';

/** The spell `team` may still cast: its roster's, if it hired the wizard and has not cast it. */
export function teamSpell(g: Game, team: number): SpellId | null {
  const t = g.teams[team];
  if (!t?.wizard || t.spellCast) return null;
  return getRoster(t.roster)?.spell ?? null;
}

/** Blinding Light: the team may not Pass or Hand-off and gives no assists. */
export function isBlinded(g: Game, team: number): boolean {
  return g.teams[team]?.blinded === true;
}

/** Bestial Fury: the player's blocks this turn roll three dice, its own coach choosing. */
export function isFurious(p: Player): boolean {
  return p.furious === true;
}
