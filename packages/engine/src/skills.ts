/**
 * Skills and traits as named hooks. Rule code asks questions through the functions at the end of
 * this file (`skillReroll`, `ignoresBothDown`, ...); it never tests a skill's name itself. A skill
 * listed in skill-hooks.ts with `implemented: false` makes the positions that have it unavailable.
 */
import type { TestKind } from './frames.ts';
import { type ActivationRoll, SKILLS, type SkillHooks } from './skill-hooks.ts';
import type { Player } from './state.ts';

export { type ActivationRoll, SKILLS, type SkillHooks } from './skill-hooks.ts';

/**
 * A skill on a player may carry a parameter after a colon: 'loner:4' (Loner 4+), 'bloodlust:2',
 * 'animosity:all'. The part before the colon names the skill.
 */
export function skillId(s: string): string {
  const i = s.indexOf(':');
  return i < 0 ? s : s.slice(0, i);
}

const NO_SKILLS: readonly string[] = Object.freeze([]);

/**
 * The skills a player has now: every question below reads them here, so a player who has lost
 * its skills for the game ([000]'s hurt players, `Player.skillsLost`) has none, while the roster's
 * list (`Player.skills`, shared and never changed) stays as it was.
 */
export function skillsOf(p: Player): readonly string[] {
  return p.skillsLost ? NO_SKILLS : p.skills;
}

/** The parameter of a skill the player has ('4' for 'loner:4'), '' if it has none, null if absent. */
export function skillParam(p: Player, id: string): string | null {
  for (const s of skillsOf(p)) {
    if (skillId(s) === id) {
      const i = s.indexOf(':');
      return i < 0 ? '' : s.slice(i + 1);
    }
  }
  return null;
}

// A Map, not the object: own entries only ('toString' and 'constructor' are in every object and
// are no skills), and a Map lookup is as fast as a property read on this hot path.
let HOOKS: Map<string, SkillHooks> | null = null;

function hooksOf(s: string): SkillHooks | undefined {
  HOOKS ??= new Map(Object.entries(SKILLS));
  return HOOKS.get(s) ?? HOOKS.get(skillId(s));
}

type FlagKey = {
  [K in keyof SkillHooks]-?: NonNullable<SkillHooks[K]> extends boolean ? K : never;
}[keyof SkillHooks];
type SumKey = {
  [K in keyof SkillHooks]-?: NonNullable<SkillHooks[K]> extends number ? K : never;
}[keyof SkillHooks];

/** The hook fields asked about, each with its slot in a profile's `flags` or `sums`. */
const FLAG_KEYS: FlagKey[] = [];
const SUM_KEYS: SumKey[] = [];

/**
 * What a list of skills answers, worked out once per list: the rules ask these questions many
 * times a step (the engine bench spent a fifth of its time looking skills up by name), and a
 * player's list changes only as a whole (`skillsLost`, a copied game), so a list object is the key.
 */
interface Profile {
  hooks: SkillHooks[];
  skills: string[];
  flags: Uint8Array;
  sums: Float64Array;
  /** The first roll after declaring an action, worked out when first asked (frozen: shared). */
  roll?: Readonly<ActivationRollOf> | null;
}

const PROFILES = new WeakMap<readonly string[], Profile>();

/** The same profiles by the lists' text, for lists made afresh (a new game, a copied state). */
const BY_TEXT = new Map<string, Profile>();

/** The last list asked about: the rules often ask several questions of one player in a row. */
let lastList: readonly string[] | null = null;
let lastProfile: Profile | null = null;
/** The profile of no skills (made once the hooks asked about are all known, at the first ask). */
let EMPTY_PROFILE: Profile | null = null;

function profileOf(p: Player): Profile {
  const list = skillsOf(p);
  if (list === lastList) return lastProfile!;
  // Linemen have no skills: no lookup (the rules ask about every player at each team turn).
  if (list.length === 0) {
    EMPTY_PROFILE ??= newProfile(NO_SKILLS);
    return EMPTY_PROFILE;
  }
  const pr = PROFILES.get(list) ?? profileByText(list);
  lastList = list;
  lastProfile = pr;
  return pr;
}

function profileByText(list: readonly string[]): Profile {
  const text = JSON.stringify(list);
  let pr = BY_TEXT.get(text);
  if (!pr) {
    pr = newProfile(list);
    // Bounded: a record or a client could bring many made-up lists.
    if (BY_TEXT.size >= 4096) BY_TEXT.clear();
    BY_TEXT.set(text, pr);
  }
  PROFILES.set(list, pr);
  return pr;
}

function newProfile(list: readonly string[]): Profile {
  const pr: Profile = {
    hooks: [],
    skills: [],
    flags: new Uint8Array(FLAG_KEYS.length),
    sums: new Float64Array(SUM_KEYS.length),
  };
  for (const s of list) {
    const h = hooksOf(s);
    if (!h) continue;
    pr.hooks.push(h);
    pr.skills.push(s);
    FLAG_KEYS.forEach((k, i) => {
      if (h[k]) pr.flags[i] = 1;
    });
    SUM_KEYS.forEach((k, i) => {
      pr.sums[i] += h[k] ?? 0;
    });
  }
  return pr;
}

/** A question answered by whether any of the player's skills sets the hook `key`. */
function flag(key: FlagKey): (p: Player) => boolean {
  const i = FLAG_KEYS.push(key) - 1;
  return (p) => profileOf(p).flags[i] === 1;
}

/** A question answered by the sum of the hook `key` over the player's skills. */
function total(key: SumKey): (p: Player) => number {
  const i = SUM_KEYS.push(key) - 1;
  return (p) => profileOf(p).sums[i];
}

function has(p: Player, pred: (h: SkillHooks) => boolean | undefined): boolean {
  for (const h of profileOf(p).hooks) if (pred(h)) return true;
  return false;
}

/** The skill that would re-roll a failed test of this kind now, if any. */
export function skillReroll(p: Player, test: TestKind): string | null {
  const pr = profileOf(p);
  for (let i = 0; i < pr.hooks.length; i++) {
    const h = pr.hooks[i];
    const s = pr.skills[i];
    if (!h.rerolls?.includes(test)) continue;
    if (h.oncePerTurn && p.usedThisTurn.includes(s)) continue;
    return s;
  }
  return null;
}

export const ignoresBothDown = flag('ignoresBothDown');
export const stumbleIsPush = flag('stumbleIsPush');
export const cancelsDodge = flag('cancelsDodge');
export const dodgeBonus = total('dodgeBonus');
export const dodgeIgnoresMarking = flag('dodgeIgnoresMarking');
export const stuntyInjury = flag('stuntyInjury');
export const interferenceAgainst = total('interferenceAgainst');
export const thickSkull = flag('thickSkull');
export const mightyBlow = plusValue('mightyBlow');
export const choosesOwnPush = flag('choosesOwnPush');
export const noDodgeMarking = flag('noDodgeMarking');
export const isFrenzied = flag('frenzy');
export const isBoneHead = flag('boneHead');
export const hasRightStuff = flag('rightStuff');
/** Throw Team-mate works only for a thrower of ST 5 or more (rules.md 4), e.g. after an injury. */
const throwsTeamMates = flag('throwTeamMate');
export const canThrowTeamMate = (p: Player) => p.st >= 5 && throwsTeamMates(p);
export const isDauntless = flag('dauntless');
export const freeStandUp = flag('freeStandUp');
export const wrestles = flag('wrestle');
export const wallThrowBonus = total('wallThrowBonus');
export const rerollsPortal = flag('rerollsPortal');
export const keepsBall = flag('keepsBall');
export const canStab = flag('stabs');
export const canShadow = flag('shadows');
export const blocksFromProne = flag('blocksFromProne');
export const canDumpOff = flag('dumpsOff');
export const isTrickster = flag('tricks');
export const canKickTeamMate = flag('kicksTeamMate');
export const standsFirm = flag('standFirm');
export const blitzStBonus = total('blitzStBonus');
export const hasClaws = flag('claws');
export const isJuggernaut = flag('juggernaut');
export const grabs = flag('grab');
export const fends = flag('fend');
export const stripsBall = flag('stripsBall');
export const resistsStrip = flag('resistsStrip');
export const isBrawler = flag('brawler');
export const guards = flag('guard');
export const isDefensive = flag('defensive');
export const hasFoulAppearance = flag('foulAppearance');
export const canVomit = flag('vomits');
/** A '+X' skill: its written parameter ('dirtyPlayer:2' is +2) or the hook's default. */
function plusValue(id: SumKey & string): (p: Player) => number {
  const byDefault = total(id);
  return (p) => {
    const v = skillParam(p, id);
    return v !== null && v !== '' && Number.isFinite(Number(v)) ? Number(v) : byDefault(p);
  };
}
export const dirtyPlayer = plusValue('dirtyPlayer');
export const regenerates = flag('regenerates');
export const casualtyAgainst = total('casualtyAgainst');
export const hasIronHardSkin = flag('ironHardSkin');
export const isSneakyGit = flag('sneakyGit');
export const keepsBallOnFumble = flag('safePass');
export const passIgnoresMarking = flag('passIgnoresMarking');
export const isDisturbing = flag('disturbing');
export const throwTeamMateBonus = total('throwTeamMateBonus');
export const quickShortPassBonus = total('quickShortPassBonus');
export const movesOnAfterQuickPass = flag('runningPass');
export const movesOnAfterHandOff = flag('giveAndGo');
export const hasNoHands = flag('noHands');
export const isAlwaysHungry = flag('alwaysHungry');
export const isOnTheBall = flag('onTheBall');
export const isPortalPasser = flag('portalPasser');
export const isBombardier = flag('throwsBombs');

export const extraRushes = total('extraRushes');
export const rushModifier = total('rushModifier');
export const canLeap = flag('leaps');
export const hasTail = flag('tail');
export const timber = flag('timber');
export const canGaze = flag('gazes');
export const hitsAndRuns = flag('hitAndRun');
export const picksUp = flag('pickMeUp');

/** How the player's jumps treat marking: Pogo Stick ignores it, Leap reduces it, else null. */
export function jumpMarking(p: Player): 'reduce' | 'ignore' | null {
  if (has(p, (h) => h.jumpMarking === 'ignore')) return 'ignore';
  return has(p, (h) => h.jumpMarking === 'reduce') ? 'reduce' : null;
}

/** The target of the Loner (X+) roll before a team re-roll, or null without Loner. */
export function lonerTarget(p: Player): number | null {
  return paramNumber(p, (h) => h.loner, 4);
}

/** Break Tackle's bonus to a dodge roll (+1, or +2 with ST 5 or more), 0 without it. */
export function breakTackleBonus(p: Player): { skill: string; bonus: number } | null {
  const pr = profileOf(p);
  for (let i = 0; i < pr.hooks.length; i++) {
    if (pr.hooks[i].breakTackle) return { skill: pr.skills[i], bonus: p.st >= 5 ? 2 : 1 };
  }
  return null;
}

export interface ActivationRollOf extends ActivationRoll {
  /** The skill as written on the player ('bloodlust:3'). */
  skill: string;
  /** The target with the skill's parameter filled in. */
  needs: number;
}

/** The roll the player makes straight after declaring an action, if any (the first one). */
export function activationRollOf(p: Player): Readonly<ActivationRollOf> | null {
  const pr = profileOf(p);
  if (pr.roll === undefined) pr.roll = firstActivationRoll(pr);
  return pr.roll;
}

function firstActivationRoll(pr: Profile): Readonly<ActivationRollOf> | null {
  for (let k = 0; k < pr.hooks.length; k++) {
    const r = pr.hooks[k].activationRoll;
    if (!r) continue;
    const s = pr.skills[k];
    const i = s.indexOf(':');
    const param = i < 0 ? Number.NaN : Number.parseInt(s.slice(i + 1), 10);
    // Bloodlust with no number written reads as Bloodlust (2+), the commonest value.
    const needs = r.target === 'param' ? (Number.isFinite(param) ? param : 2) : r.target;
    return Object.freeze({ ...r, skill: s, needs });
  }
  return null;
}

/** The number after the colon of the first skill matching `pred` ('loner:3' → 3), `dflt` if none. */
function paramNumber(p: Player, pred: (h: SkillHooks) => boolean | undefined, dflt: number): number | null {
  for (const s of skillsOf(p)) {
    if (!pred(hooksOf(s) ?? ({} as SkillHooks))) continue;
    const i = s.indexOf(':');
    const n = i < 0 ? Number.NaN : Number.parseInt(s.slice(i + 1), 10);
    return Number.isFinite(n) ? n : dflt;
  }
  return null;
}

/**
 * Animosity (X): does `p` dislike its team-mate `q`? The parameter is 'all' (every team-mate) or
 * position id fragments separated by '/' ('animosity:goblin/halfling'): a team-mate whose
 * position id contains one of them. Opponents are never concerned.
 */
export function hasAnimosityTowards(p: Player, q: Player): boolean {
  if (p.id === q.id || p.team !== q.team) return false;
  for (const s of skillsOf(p)) {
    if (!hooksOf(s)?.animosity) continue;
    const i = s.indexOf(':');
    const param = i < 0 ? 'all' : s.slice(i + 1);
    if (param === 'all' || param === '') return true;
    if (param.split('/').some((frag) => frag !== '' && q.position.includes(frag))) return true;
  }
  return false;
}

export function unimplementedSkills(skills: readonly string[]): string[] {
  return skills.filter((s) => !hooksOf(s)?.implemented);
}

/** The skill's hooks whether or not it carries a parameter ('loner:4' → Loner). */
export function skillInfo(s: string): SkillHooks | undefined {
  return hooksOf(s);
}
