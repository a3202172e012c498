/**
 * The legend's words (no DOM): what the board's shades mean, the pass bands this game allows,
 * which end zone each team scores in, and, while the pre-game places chests, portals or trap
 * counters, where the next one may go. The facts come from the game state, the decision and the
 * ruleset's own data (its `construction` rules, `sharedEndZones`, `scoresInPassages`); the
 * wording from the rules documents (docs/rules-status*.md). Nothing here decides a rule.
 */
import {
  type Decision,
  dungeonOf,
  END_ZONE_LETTERS,
  type Game,
  getRuleset,
  type Ruleset,
} from '@dungeonbowl/engine';
import { DEFAULT_FILL, FILL } from '../choices.ts';
import { RISK_FILLS } from '../colours.ts';
import { padWord, teamName, trapWord } from '../names.ts';

export interface Shade {
  key: string;
  fill: string;
  text: string;
}

/** The board's shades, in the colours the board model uses (choices.ts, colours.ts). */
export const SHADES: readonly Shade[] = [
  { key: 'risk-0', fill: RISK_FILLS[0], text: 'reachable with no die to roll' },
  { key: 'risk-1', fill: RISK_FILLS[1], text: 'one die on the way (a dodge, a rush or a pick-up)' },
  { key: 'risk-2', fill: RISK_FILLS[2], text: 'two dice on the way' },
  { key: 'risk-3', fill: RISK_FILLS[3], text: 'three dice or more; the % is the chance of getting there' },
  { key: 'jump', fill: FILL.jump, text: 'a jump (an Agility test)' },
  { key: 'push', fill: FILL.pushTo, text: 'where a pushed player may go, or a free move a skill gives' },
  { key: 'chest', fill: FILL.openChest, text: 'a chest the player may open' },
  { key: 'other', fill: DEFAULT_FILL, text: 'any other choice: a square to place on, a target to pick' },
];

const BAND_WORDS: Record<string, string> = { Q: 'quick', S: 'short', L: 'long', B: 'long bomb' };

/**
 * Pass targets: their shade and label, and the bands this game allows (the options' `passBands`;
 * a ruleset may add long passes for Strong Arm or on some maps: the board shows those when they
 * are offered).
 */
export function passBandLines(g: Game): string[] {
  const bands = g.options.passBands.map((b) => `${b} ${BAND_WORDS[b] ?? b}`).join(', ');
  return [
    'A pass target is labelled with its band and the chance of an accurate pass ("S 67%"), and shaded green over 80%, yellow over 60%, orange over 40%, red below.',
    `Bands: ${bands}. The further the band, the harder the pass.`,
  ];
}

/** The end-zone letters the dungeon holds, in order. */
function zoneLetters(g: Game): string[] {
  const d = dungeonOf(g);
  const seen = new Set<number>();
  for (const z of d.endZone) if (z >= 0) seen.add(z);
  return [...seen].sort((a, b) => a - b).map((z) => END_ZONE_LETTERS[z]);
}

const list = (xs: string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} or ${xs[xs.length - 1]}`;

/** Which end zone each team scores in: the others' ([003], [004]), any ([000]), passages only ([002]). */
export function endZoneLines(g: Game): { team: number; text: string }[] {
  const rs = getRuleset(g.rulesetId);
  const where = rs?.scoresInPassages ? 'the scoring passages (lower-case letters) of end zone' : 'end zone';
  if (rs?.sharedEndZones) {
    const all = list(zoneLetters(g));
    return [{ team: -1, text: `Every team scores in any end zone: ${where} ${all}.` }];
  }
  return g.teams.map((t, team) => {
    const theirs = g.teams.flatMap((o, i) => (i !== team && o.endZone ? [o.endZone] : []));
    if (!t.endZone || theirs.length === 0)
      return { team, text: `${teamName(g, team)}: end zones not chosen yet.` };
    const s = theirs.length > 1 ? 's' : '';
    return {
      team,
      text: `${teamName(g, team)} defends end zone ${t.endZone} and scores in ${where}${s} ${list(theirs)}.`,
    };
  });
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

/**
 * While the pre-game places chests, portals or trap counters: where the next one may go, in a
 * sentence or two. Null at any other decision.
 */
export function placementRule(g: Game, d: Decision | null): string | null {
  const rs = getRuleset(g.rulesetId);
  if (!d || !rs) return null;
  const pad = padWord(g);
  const ruler =
    ' Squares are counted as on the range ruler, through walls; the highlighted squares are the ones allowed.';
  if (d.kind === 'placeChest') {
    const parts = limits(rs, 'chest', pad);
    const head = `The coaches take turns placing ${d.context.left} more chest${d.context.left === 1 ? '' : 's'} (one hides the ball, the others explode when opened)`;
    return sentence(head, parts, parts.some((p) => /squares/.test(p)) ? ruler : '');
  }
  if (d.kind === 'placePortal') {
    const parts = limits(rs, 'portal', pad);
    const next = g.portals.length + rs.construction.portalNumbers.first;
    const head = `The coaches take turns placing the ${pad}s in order, ${pad} ${next} next`;
    return sentence(head, parts.length ? parts : ['any empty square, even in an end zone'], '');
  }
  if (d.kind === 'placeTrap') {
    const word = trapWord(g);
    // [000]'s markers have kinds (the context's `markers`); [003]'s counters are all alike.
    if (d.context.markers)
      return `Place your ${word}s face down: every coach sees where a marker lies, only you what it is. Not in an end zone or the central room, nor on a chest, ${pad}, the entrance or another marker; a pit or spiked pit never next to your own pits or any other coach's marker (a blank may be).`;
    return `Place your ${word}s face down, where only you can see them: anywhere on the floor except in the other teams' end zones and the rooms that hold them. A player who steps on one rolls a D6: 1-3 nothing, 4-5 a pit, 6 a spiked pit.`;
  }
  if (d.kind === 'chooseEndZone') {
    const other = g.teams.length > 2 ? "the other teams' end zones" : 'the other end zone';
    return `Choose the end zone your team sets up in and defends; you score in ${other}.`;
  }
  return null;
}
