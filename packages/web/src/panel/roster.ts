/**
 * A player's state as the compact panel of a many-team game shows it (no DOM): standing, down,
 * in a pit, out of the dungeon for now, or dead; its injury ladder step ([000]: normal, hurt,
 * crippled, dead) when the engine's Player carries one; and whether a whole team is out. Nothing
 * here decides a rule: it reads the state the engine left.
 */
import { dungeonOf, type Game, type Player } from '@dungeonbowl/engine';
import { isPitSquare } from '../board/hazards.ts';

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
 * The player's step on [000]'s injury ladder, read from whatever the engine's Player exposes (an
 * optional `ladder` step or `injuries` count, or `hurt`/`crippled`/`dead` flags); null when it
 * exposes none, so nothing is shown.
 */
export function ladderStep(p: Player): LadderStep | null {
  const r = p as unknown as Record<string, unknown>;
  for (const key of ['ladder', 'injuries', 'injuryLadder']) {
    const v = r[key];
    if (typeof v === 'number' && Number.isInteger(v)) return LADDER[Math.max(0, Math.min(3, v))];
    if (typeof v === 'string' && (LADDER as readonly string[]).includes(v)) return v as LadderStep;
  }
  if (r.dead === true) return 'dead';
  if (r.crippled === true) return 'crippled';
  if (r.hurt === true) return 'hurt';
  return null;
}

/** Down in a pit: a pit of the map (or an open trapdoor over one), or a trap's pit revealed there. */
export function inPit(g: Game, sq: number): boolean {
  if (sq < 0) return false;
  if (isPitSquare(g, dungeonOf(g), sq)) return true;
  return g.traps.some((t) => t.sq === sq && (t.kind === 'pit' || t.kind === 'spikedPit'));
}

const ON_PITCH = new Set<string>(['standing', 'prone', 'stunned']);

export function rosterState(g: Game, p: Player): RosterState {
  if (ladderStep(p) === 'dead' || (p.status as string) === 'dead') return 'dead';
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
  const why = s === 'out' ? OUT_WORDS[p.status] : s === 'down' && p.status === 'stunned' ? 'stunned' : '';
  const step = ladderStep(p);
  const ladder = step && step !== 'normal' && step !== 'dead' ? `, ${step}` : '';
  return `${STATE_WORDS[s]}${why ? ` (${why})` : ''}${ladder}`;
}

/** A team with no player left who can come back (each dead or lost in space) is out of the game. */
export function teamOut(g: Game, team: number): boolean {
  const own = g.players.filter((p) => p.team === team);
  return own.length > 0 && own.every((p) => p.status === 'lost' || rosterState(g, p) === 'dead');
}
