/** Which players the coach may select now, and which one is selected in effect. */
import type { Decision } from '@dungeonbowl/engine';
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
