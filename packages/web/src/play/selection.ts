/**
 * Which players the coach may select now, and which one is selected in effect; [000]: which
 * kind of trap marker the coach is placing.
 */
import type { Decision, Game } from '@dungeonbowl/engine';
import { actorOf } from '../choices.ts';

/** Actions that name a player the coach selects first: a declaration, an entry, a deployment. */
const ENTERS = new Set(['activate', 'enterPortal', 'enterReserve', 'koRush', 'sponge', 'deploy']);

/** Players with something to declare (team turn) or to deploy (pre-game). */
export function selectable(d: Decision | null): Set<number> {
  const out = new Set<number>();
  if (!d) return out;
  if (d.kind !== 'teamTurn' && d.kind !== 'deploy') return out;
  for (const a of d.actions) {
    if (ENTERS.has(a.type) && 'player' in a && a.player !== undefined) out.add(a.player);
  }
  return out;
}

/**
 * The player in effect: the one acting in an activation; else the coach's pick if it may still be
 * selected; when deploying, the first player left to deploy so a click on a square deploys it.
 */
export function effectiveSelection(
  d: Decision | null,
  picked: number | null,
  can: Set<number>,
): number | null {
  const actor = actorOf(d);
  if (actor !== null) return actor;
  if (picked !== null && can.has(picked)) return picked;
  if (d?.kind === 'deploy') {
    const first = d.actions.find((a) => a.type === 'deploy');
    if (first && first.type === 'deploy') return first.player;
  }
  return null;
}

/** [000]'s trap marker kinds: a blank, a pit, a spiked pit. */
export type MarkerKind = NonNullable<Game['traps'][number]['marker']>;

/**
 * The kinds of marker the coach may place now, in the order the engine offers them, with how many
 * are left of each (the decision's context); empty when the decision places no kinds of marker.
 */
export function markerKinds(d: Decision | null): { kind: MarkerKind; left: number }[] {
  if (d?.kind !== 'placeTrap' || !d.context.markers) return [];
  const counts = d.context.markers;
  const kinds: MarkerKind[] = [];
  for (const a of d.actions)
    if (a.type === 'placeTrap' && a.marker && !kinds.includes(a.marker)) kinds.push(a.marker);
  return kinds.map((kind) => ({ kind, left: counts[kind] ?? 0 }));
}

/** The kind in effect: the coach's pick while it may still be placed, else the first offered. */
export function effectiveMarker(d: Decision | null, picked: MarkerKind | null): MarkerKind | null {
  const kinds = markerKinds(d);
  if (kinds.length === 0) return null;
  return kinds.some((k) => k.kind === picked) ? picked : kinds[0].kind;
}
