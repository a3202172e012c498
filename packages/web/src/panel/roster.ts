/**
 * A player's state as the compact panel of a many-team game shows it (no DOM): standing, down,
 * in a pit, out of the dungeon for now, or dead; its injury ladder step ([000]: normal, hurt,
 * crippled, dead) when the engine's Player has one; and whether a whole team is out. Nothing
 * here decides a rule: it reads the state the engine left.
 */
import { dungeonOf, type Game, type Player, revealedTrapAt } from '@dungeonbowl/engine';
import { isPitSquare } from '../board/hazards.ts';
import { hasInjuryLadder } from '../names.ts';

export type RosterState = 'standing' | 'down' | 'pit' | 'out' | 'dead';

export const STATE_WORDS: Record<RosterState, string> = {
  standing: 'standing',
  down: 'down',
  pit: 'in a pit',
  out: 'out',
  dead: 'dead',
};

/** A glyph for each state, so the state reads without its colour. */
export const STATE_GLYPHS: Record<RosterState, string> = {
  standing: '●',
  down: '◐',
  pit: '◎',
  out: '○',
  dead: '✝',
};

const LADDER = ['normal', 'hurt', 'crippled', 'dead'] as const;
export type LadderStep = (typeof LADDER)[number];

/**
 * The player's step on [000]'s injury ladder (the engine's `Player.injuries`, 0 to 3); null when
 * the game keeps none (another ruleset, or no injury yet), so nothing is shown.
 */
export function ladderStep(p: Player): LadderStep | null {
  return p.injuries === undefined ? null : LADDER[Math.max(0, Math.min(3, p.injuries))];
}

/** A ladder step in words, for the panel and the profile: what it did to the player. */
export const LADDER_WORDS: Record<LadderStep, string> = {
  normal: 'normal',
  hurt: 'hurt (1st injury: no skills)',
  crippled: 'crippled (2nd injury: ST halved, no skills)',
  dead: 'dead (3rd injury)',
};

/** Down in a pit: a pit of the map (or an open trapdoor over one), or a trap's pit revealed there. */
export function inPit(g: Game, sq: number): boolean {
  if (sq < 0) return false;
  return isPitSquare(g, dungeonOf(g), sq) || revealedTrapAt(g, sq);
}

const ON_PITCH = new Set<string>(['standing', 'prone', 'stunned']);

export function rosterState(g: Game, p: Player): RosterState {
  if (ladderStep(p) === 'dead' || (p.status === 'casualty' && p.casualty === 'dead')) return 'dead';
  if (!ON_PITCH.has(p.status)) return 'out';
  if (inPit(g, p.sq)) return 'pit';
  return p.status === 'standing' ? 'standing' : 'down';
}

/** Why a player is out, in words: the dugout box it is in. */
const OUT_WORDS: Record<string, string> = {
  reserve: 'in reserve',
  ko: "KO'd",
  casualty: 'a casualty',
  sentOff: 'sent off',
  lost: 'lost in space',
};

/** A player's state in a few words, for its tooltip: "down (stunned)", "out (KO'd)", "hurt". */
export function stateWords(g: Game, p: Player): string {
  const s = rosterState(g, p);
  // [000]: no KO box; a removed player not dead comes back by the entrance.
  const back = p.status === 'ko' && hasInjuryLadder(g) ? 'back by the entrance next turn' : '';
  const why =
    s === 'out' ? back || OUT_WORDS[p.status] : s === 'down' && p.status === 'stunned' ? 'stunned' : '';
  const step = ladderStep(p);
  const ladder = step && step !== 'normal' && step !== 'dead' ? `, ${step}` : '';
  return `${STATE_WORDS[s]}${why ? ` (${why})` : ''}${ladder}`;
}

/** A team with no player left who can come back (each dead or lost in space) is out of the game. */
export function teamOut(g: Game, team: number): boolean {
  const own = g.players.filter((p) => p.team === team);
  return own.length > 0 && own.every((p) => p.status === 'lost' || rosterState(g, p) === 'dead');
}
