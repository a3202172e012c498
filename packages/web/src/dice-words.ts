/**
 * A table-top die request in words, for the dice dialog: who rolls for what and what it needs
 * ("Dwarf Runner #3 dodges to (13,2): 4+ needed"), which of several dice it is, and why a die is
 * rolled again ("Roll again: the 5 names no portal here (portals 1-4)"). Only what the engine's
 * request says (packages/engine dice.ts DieRequest): nothing is worked out here.
 */
import type { Game } from '@dungeonbowl/engine';
import type { Die } from './dice.ts';
import { padWord, playerName, squareName, teamName } from './names.ts';
import { cap, count, possessive, words } from './words.ts';

export interface DieWords {
  /** What the die is for: the player, the test, the target. */
  title: string;
  /** The die: 'D6', '2D6: the second die (the first shows 4)', 'D6: block die 2 of 3'. */
  dice: string;
  /** Why it is rolled again, when it is. */
  again?: string;
  /** What each face means, where the title cannot say it: "1: Bright Blasters wins · 2: ...". */
  faces?: string;
}

/** The verb of a test a player takes, with its square where it goes somewhere. */
function testVerb(test: string, where: string): string | null {
  const verbs: Record<string, string> = {
    dodge: `dodges to ${where}`,
    rush: `rushes to ${where}`,
    jump: `jumps to ${where}`,
    pickUp: `picks up the ball at ${where}`,
    catch: 'catches the ball',
    pass: 'passes',
    interference: 'interferes with the pass',
    landing: 'lands',
    standUp: 'stands up',
    jumpUp: 'jumps up (Jump Up)',
  };
  return verbs[test] ?? null;
}

const need = (n: number | undefined) => (n === undefined ? '' : `: ${n}+ needed`);

/** "Armour of Lineman #5: 9+ breaks (2D6)" and the like, by purpose; null for a test. */
function titleByPurpose(die: Die, who: string, g: Game | null): string | null {
  const breaks = die.needs === undefined ? '' : `: ${die.needs}+ breaks`;
  switch (die.purpose) {
    case 'armour':
      return `Armour of ${who}${breaks} (2D6)`;
    case 'foul armour':
      return `Foul: armour of ${who}${breaks} (2D6)`;
    case 'injury':
      return `Injury roll for ${who} (2D6)`;
    case 'casualty':
      return `Casualty roll for ${who} (D${die.sides})`;
    case 'hide the ball':
      return `Which chest holds the ball (${die.sides} chests): a secret roll`;
    case 'portal':
      return `${who} teleports: the die names the ${g ? padWord(g) : 'portal'}`;
    case 'ball teleport':
      return `The ball teleports: the die names the ${g ? padWord(g) : 'portal'}`;
    case 'loner':
      return `${who} (Loner): the team re-roll is used on ${die.needs}+`;
    default:
      return null;
  }
}

/** "Block: Ogre #1 against Witch Elf #4, 2 dice, the Bright Blasters' coach chooses". */
function blockTitle(die: Die, g: Game | null): string {
  const n = die.count ?? 1;
  const chooser =
    g && die.chooser !== undefined ? `${possessive(teamName(g, die.chooser))} coach chooses` : '';
  const who = g ? `${playerName(g, die.player)} against ${playerName(g, die.against)}` : 'block dice';
  return `Block: ${[who, count(n, 'die', 'dice'), chooser].filter(Boolean).join(', ')}`;
}

function title(die: Die, g: Game | null): string {
  if (die.purpose === 'block') return blockTitle(die, g);
  const who = g && die.player !== undefined ? playerName(g, die.player) : '';
  const byPurpose = titleByPurpose(die, who || 'the player', g);
  if (byPurpose) return byPurpose;
  const where = g && die.sq !== undefined ? squareName(g, die.sq) : 'the square';
  const verb = who ? testVerb(die.purpose, where) : null;
  if (verb) return `${who} ${verb}${need(die.needs)}`;
  const team = g && die.team !== undefined ? teamName(g, die.team) : die.teamName;
  const owner = who || team;
  const what = words(die.purpose);
  const needed = die.needs === undefined ? '' : `, ${die.needs}+ needed`;
  return `${owner ? `${owner}: ${what}` : cap(what)}${needed}`;
}

const ORDINAL = ['first', 'second', 'third', 'fourth'];

/** Which die of several this is: "2D6: the second die (the first shows 4)". */
function diceLine(die: Die): string {
  const n = die.count ?? 1;
  const done = die.rolled ?? [];
  if (n <= 1) return `D${die.sides}`;
  if (die.purpose === 'block') return `D6: block die ${done.length + 1} of ${n}`;
  const nth = ORDINAL[done.length] ?? `die ${done.length + 1}`;
  const shown = done.length > 0 ? ` (the first shows ${done.join(', ')})` : '';
  return `${n}D${die.sides}: the ${nth} die${shown}`;
}

/** "1-4" for numbers in a row, else "1, 3, 5". */
function numbers(ns: number[]): string {
  const s = [...ns].sort((a, b) => a - b);
  const inRow = s.every((n, i) => i === 0 || n === s[i - 1] + 1);
  return inRow && s.length > 2 ? `${s[0]}-${s[s.length - 1]}` : s.join(', ');
}

function againLine(die: Die, g: Game | null): string | undefined {
  const a = die.again;
  if (!a) return undefined;
  if (a.why === 'noPortal') {
    const pad = g ? padWord(g) : 'portal';
    return `Roll again: the ${a.value} names no ${pad} here (${pad}s ${numbers(a.portals)})`;
  }
  if (a.why === 'tie') return `Roll again: the roll-off tied on ${a.value}`;
  return `Re-roll: ${a.source === 'team' ? 'a team re-roll' : words(a.source)}`;
}

/**
 * A coin toss's faces: the engine says which team each face wins for (1: the first listed), so
 * the coaches at a table know what the number they type means.
 */
function facesLine(die: Die, g: Game | null): string | undefined {
  if (!die.wins) return undefined;
  const name = (t: number) => (g ? teamName(g, t) : (die.teamNames?.[t] ?? `team ${t + 1}`));
  return die.wins.map((t, i) => `${i + 1}: ${name(t)} wins`).join(' · ');
}

/** The request in words; `g` names the players (none before the game exists). */
export function dieWords(die: Die, g: Game | null = null): DieWords {
  const again = againLine(die, g);
  const faces = facesLine(die, g);
  return {
    title: die.wins ? `Coin toss for ${die.purpose.replace(/^coin toss: /, '')}` : title(die, g),
    dice: diceLine(die),
    ...(again ? { again } : {}),
    ...(faces ? { faces } : {}),
  };
}
