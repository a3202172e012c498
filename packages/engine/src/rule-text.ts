/**
 * Rules said in words for the clients, as skill-text.ts says the skills: where the pre-game's next
 * chest, portal or trap counter may go, what a trap counter may turn out to be, how a player gets
 * out of a pit. Every number and limit comes from the engine's own data (the ruleset's
 * `construction` rules, the counter's faces, the pit's climb), so the words follow the rules;
 * the browser only shows them.
 */
import type { Decision } from './decision-context.ts';
import { climbTarget } from './rulesets/brawl-pits.ts';
import { COUNTER_FACES, type Revealed } from './rulesets/pit-traps.ts';
import { getRuleset } from './rulesets/registry.ts';
import type { Ruleset } from './rulesets/types.ts';
import type { Game } from './state.ts';

/**
 * What the ruleset calls its pads: [000] Dungeon Brawl's "teleporters", numbered 0-9 by a D10 (its
 * portal die's "10" is 0); the others' "portals".
 */
export function padWord(g: Game): string {
  return getRuleset(g.rulesetId)?.portalDieZero ? 'teleporter' : 'portal';
}

/** [000]'s "trap markers" (blanks, pits and spiked pits, named as they are placed); [003]'s "trap counters". */
export function trapWord(g: Game): string {
  return getRuleset(g.rulesetId)?.trapMarkers ? 'trap marker' : 'trap counter';
}

const COUNTER_WORDS: Record<Revealed, string> = { fake: 'nothing', pit: 'a pit', spikedPit: 'a spiked pit' };

/** [003]'s counter roll in words, from its faces: "1-3 nothing, 4-5 a pit, 6 a spiked pit". */
export function counterRollText(): string {
  const out: string[] = [];
  let from = 0;
  for (let i = 1; i <= COUNTER_FACES.length; i++) {
    if (COUNTER_FACES[i] === COUNTER_FACES[from]) continue;
    const faces = i - 1 === from ? `${from + 1}` : `${from + 1}-${i}`;
    out.push(`${faces} ${COUNTER_WORDS[COUNTER_FACES[from]]}`);
    from = i;
  }
  return out.join(', ');
}

/**
 * A player down in a pit: one of the map's ([002]: climbed out of on a 6, +1 per helper) or a
 * revealed trap's ([003], [000]: escaped before stepping out; it may block, pass or assist from it).
 * `short`: the few words a player card gives it.
 */
export function pitText(kind: 'map' | 'trap', short = false): string {
  if (kind === 'map')
    return short
      ? `climbs out on a ${climbTarget(0)}`
      : `In a pit: climbs out on a ${climbTarget(0)} (+1 for each team-mate helping)`;
  return short
    ? 'a revealed trap'
    : 'In a pit (a revealed trap): it escapes before it steps out; it may block, pass or assist from it';
}

/** The limits on where a chest or portal goes, from the ruleset's construction rules. */
function limits(rs: Ruleset, what: 'chest' | 'portal', pad: string): string[] {
  const c = rs.construction;
  const outOf = what === 'chest' ? c.chestsOutOf : c.portalsOutOf;
  const perTile = what === 'chest' ? c.chestsPerTile : c.portalsPerTile;
  const out: string[] = [];
  if (outOf === 'joined') out.push("not in an end zone's room nor in a room joined to one by a door");
  if (outOf === 'tile') out.push("not in an end zone's room");
  if (perTile === 1) out.push(`at most one ${what === 'chest' ? 'chest' : pad} in a room`);
  if (what === 'chest' && c.chestEndZoneGap > 0)
    out.push(`at least ${c.chestEndZoneGap} squares from any end zone`);
  if (what === 'chest' && c.chestGap > 0) out.push(`at least ${c.chestGap} squares from another chest`);
  if (c.portalChestGap > 0)
    out.push(`never within ${c.portalChestGap} squares of a ${what === 'chest' ? pad : 'chest'}`);
  return out;
}

function sentence(head: string, parts: string[], tail: string): string {
  return `${head}${parts.length ? `: ${parts.join('; ')}` : ''}.${tail}`;
}

const RULER =
  ' Squares are counted as on the range ruler, through walls; the highlighted squares are the ones allowed.';

/** Where the next trap goes: [000]'s markers (the decision's `markers`) or [003]'s counters. */
function trapPlacement(g: Game, markers: boolean): string {
  const word = trapWord(g);
  if (markers)
    return `Place your ${word}s face down: every coach sees where a marker lies, only you what it is. Not in an end zone or the central room, nor on a chest, ${padWord(g)}, the entrance or another marker; a pit or spiked pit never next to your own pits or any other coach's marker (a blank may be).`;
  return `Place your ${word}s face down, where only you can see them: anywhere on the floor except in the other teams' end zones and the rooms that hold them. A player who steps on one rolls a D6: ${counterRollText()}.`;
}

/**
 * While the pre-game places chests, portals or trap counters, or a coach chooses its end zone:
 * where the next one may go, in a sentence or two. Null at any other decision.
 */
export function placementText(g: Game, d: Decision | null): string | null {
  const rs = getRuleset(g.rulesetId);
  if (!d || !rs) return null;
  const pad = padWord(g);
  if (d.kind === 'placeChest') {
    const parts = limits(rs, 'chest', pad);
    const head = `The coaches take turns placing ${d.context.left} more chest${d.context.left === 1 ? '' : 's'} (one hides the ball, the others explode when opened)`;
    return sentence(head, parts, parts.some((p) => /squares/.test(p)) ? RULER : '');
  }
  if (d.kind === 'placePortal') {
    const parts = limits(rs, 'portal', pad);
    const next = g.portals.length + rs.construction.portalNumbers.first;
    const head = `The coaches take turns placing the ${pad}s in order, ${pad} ${next} next`;
    return sentence(head, parts.length ? parts : ['any empty square, even in an end zone'], '');
  }
  if (d.kind === 'placeTrap') return trapPlacement(g, !!d.context.markers);
  if (d.kind === 'chooseEndZone') {
    const other = g.teams.length > 2 ? "the other teams' end zones" : 'the other end zone';
    return `Choose the end zone your team sets up in and defends; you score in ${other}.`;
  }
  return null;
}
