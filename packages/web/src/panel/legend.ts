/**
 * The legend's words (no DOM): what the board's shades mean, the pass bands this game allows and
 * which end zone each team scores in. The facts come from the game state and the ruleset's own
 * data (`sharedEndZones`, `scoresInPassages`); where the pre-game's next chest, portal or trap
 * counter may go is the engine's `placementText` (rule-text.ts). Nothing here decides a rule.
 */
import { dungeonOf, END_ZONE_LETTERS, type Game, getRuleset } from '@dungeonbowl/engine';
import { DEFAULT_FILL, FILL } from '../choices.ts';
import { RISK_FILLS } from '../colours.ts';
import { teamName } from '../names.ts';

export interface Shade {
  key: string;
  fill: string;
  text: string;
  /** Drawn hatched over its fill (board/Overlay.tsx). */
  hatch?: boolean;
}

/** The board's shades, in the colours the board model uses (choices.ts, colours.ts). */
export const SHADES: readonly Shade[] = [
  { key: 'risk-0', fill: RISK_FILLS[0], text: 'reachable with no die to roll' },
  {
    key: 'risk-1',
    fill: RISK_FILLS[1],
    text: "one die on the way (a dodge, a rush, a pick-up or a portal's D6)",
  },
  { key: 'risk-2', fill: RISK_FILLS[2], text: 'two dice on the way' },
  { key: 'risk-3', fill: RISK_FILLS[3], text: 'three dice or more; the % is the chance of getting there' },
  {
    key: 'no-block',
    fill: RISK_FILLS[1],
    hatch: true,
    text: 'hatched: a Blitz reaches it with no movement left for its block (the block costs a square)',
  },
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
