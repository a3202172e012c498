/**
 * Actions in words, and a stable key for each (used in data-testid attributes): the type then its
 * fields in alphabetical order, e.g. `activate-move-11` (action, player), `step-327`, `reroll-team`.
 */
import {
  type Action,
  climbTarget,
  type Decision,
  type Game,
  type SpellId,
  skillDisplayName,
  spellInfo,
} from '@dungeonbowl/engine';
import { fieldWords, genericActionLabel } from './generic.ts';
import { MARKER_WORDS, playerName, squareName } from './names.ts';
import { words } from './words.ts';

export function actionKey(a: Action): string {
  const r = a as unknown as Record<string, unknown>;
  const parts = Object.keys(r)
    .filter((k) => k !== 'type' && r[k] !== undefined)
    .sort()
    .map((k) => String(r[k]));
  return [a.type, ...parts].join('-');
}

const DECLARE: Record<string, string> = {
  move: 'Move',
  block: 'Block',
  blitz: 'Blitz',
  pass: 'Pass',
  handOff: 'Hand-off',
  foul: 'Foul',
  throwTeamMate: 'Throw team-mate',
  kickTeamMate: 'Kick team-mate',
  hypnoticGaze: 'Hypnotic Gaze',
  throwBomb: 'Throw bomb',
};

export const declareName = (kind: string) => DECLARE[kind] ?? words(kind);

const skillName = (s: string) => skillDisplayName(s);

/** The foul's target is the one named when the foul was declared: the activation's. */
function foulTarget(d: Decision | null): number {
  return d?.activation?.target ?? -1;
}

function prePlay(g: Game, a: Action): string | null {
  const who = (p: number) => playerName(g, p);
  const at = (sq: number) => squareName(g, sq);
  switch (a.type) {
    case 'placeChest':
      return `Place a chest at ${at(a.sq)}`;
    case 'placePortal':
      return `Place a portal at ${at(a.sq)}`;
    case 'placeTrap': {
      // [000]: the coach names the marker's kind as it places it.
      if (a.marker)
        return `Place a ${MARKER_WORDS[a.marker]?.[0] ?? words(a.marker)} marker face down at ${at(a.sq)}`;
      const more = fieldWords(g, a as unknown as Record<string, unknown>, ['type', 'sq']);
      return `Place a trap counter at ${at(a.sq)}${more.length ? ` (${more.join(', ')})` : ''}`;
    }
    case 'chooseEndZone':
      return `Take end zone ${a.zone}`;
    case 'deploy':
      return `Deploy ${who(a.player)} at ${at(a.sq)}`;
    case 'endDeploy':
      return 'Done deploying';
    case 'activate':
      return `${who(a.player)}: ${declareName(a.action)}${a.target !== undefined ? ` ${who(a.target)}` : ''}`;
    case 'enterPortal':
      return `${who(a.player)}: enter through a portal`;
    case 'enterReserve':
      return `${who(a.player)}: enter at ${at(a.sq)}`;
    case 'koRush':
      return `${who(a.player)}: rush in from the KO box (a 6 to come back)`;
    case 'sponge':
      return `Magic sponge on ${who(a.player)}`;
    case 'endTurn':
      return 'End turn';
    default:
      return null;
  }
}

function activation(g: Game, a: Action, d: Decision | null): string | null {
  const who = (p: number) => playerName(g, p);
  const at = (sq: number) => squareName(g, sq);
  switch (a.type) {
    case 'step':
      return `Step to ${at(a.to)}`;
    case 'jump':
      return `Jump to ${at(a.to)}`;
    case 'block':
      return `Block ${who(a.target)}`;
    case 'stab':
      return `Stab ${who(a.target)}`;
    case 'projectileVomit':
      return `Projectile Vomit on ${who(a.target)}`;
    case 'pass':
      return `Pass to ${at(a.to)}`;
    case 'wallThrow':
      return `Throw at the wall ${at(a.wall)}`;
    case 'handOff':
      return `Hand off to ${who(a.to)}`;
    case 'foul':
      return `Foul ${who(foulTarget(d))}`;
    case 'throwTeamMate':
      return `Throw ${who(a.thrown)} to ${at(a.to)}`;
    case 'kickTeamMate':
      return `Kick ${who(a.kicked)} to ${at(a.to)}`;
    case 'throwBomb':
      return `Throw a bomb at ${at(a.to)}`;
    case 'openChest':
      return `Open the chest at ${at(a.sq)}`;
    case 'hypnoticGaze':
      return `Hypnotic Gaze at ${who(a.target)}`;
    case 'endActivation':
      return 'End activation';
    default:
      return null;
  }
}

function dice(g: Game, a: Action): string {
  const who = (p: number) => playerName(g, p);
  const at = (sq: number) => squareName(g, sq);
  switch (a.type) {
    case 'reroll':
      return a.source === 'team' ? 'Use a team re-roll' : `Re-roll with ${skillName(a.skill ?? 'a skill')}`;
    case 'noReroll':
      return 'No re-roll';
    case 'chooseBlockDie':
      return `Choose block die ${a.index + 1}`;
    case 'pushTo':
      return `Push to ${at(a.sq)}`;
    case 'followUp':
      return a.yes ? 'Follow up' : 'Stay';
    case 'interfere':
      return `Interfere with ${who(a.player)}`;
    case 'noInterference':
      return 'No interference';
    case 'argueCall':
      return a.yes ? 'Argue the call' : 'Do not argue';
    case 'useSkill': {
      const name = skillName(a.skill);
      const by = a.player !== undefined ? ` (${who(a.player)})` : '';
      return a.yes ? `Use ${name}${by}` : `Do not use ${name}`;
    }
    case 'moveTo':
      return `Move to ${at(a.sq)}`;
    case 'choosePlayer':
      return `Choose ${who(a.player)}`;
    case 'castSpell': {
      const name = spellInfo(a.spell as SpellId)?.name ?? a.spell;
      const on = [a.player !== undefined ? who(a.player) : '', a.sq !== undefined ? at(a.sq) : '']
        .filter(Boolean)
        .join(' to ');
      return `Cast ${name}${on ? ` on ${on}` : ''}`;
    }
    case 'noSpell':
      return 'Do not cast a spell';
    default:
      return genericActionLabel(g, a);
  }
}

/** The climb's own words: a helper named (+1), the roll now, the square out of the pit. */
function climb(g: Game, a: Action, d: Decision | null): string | null {
  if (d?.kind === 'climbHelpers') {
    const named = d.context.helpers.length;
    if (a.type === 'choosePlayer')
      return `Climb out: ask ${playerName(g, a.player)} to help (+1, then ${climbTarget(named + 1)}+)`;
    if (a.type === 'useSkill' && a.skill === 'climbOut') {
      const helped = named > 0 ? ` with ${named} helper${named > 1 ? 's' : ''}` : ' (+1 for each helper)';
      return `Climb now: ${climbTarget(named)}+ on a D6${helped}`;
    }
  }
  if (d?.kind === 'climbSquare' && a.type === 'moveTo') return `Climb out to ${squareName(g, a.sq)}`;
  return null;
}

/**
 * [000]'s own choices: a third team's player assists the blocker, the target or neither; a
 * player in a pit escapes (an Agility test) or picks up the ball beneath it.
 */
function brawl(g: Game, a: Action, d: Decision | null): string | null {
  if (d?.kind === 'thirdPartyAssist') {
    if (a.type === 'choosePlayer') {
      const side = a.player === d.context.attacker ? 'the blocker' : 'the target';
      return `Assist ${playerName(g, a.player)} (${side})`;
    }
    if (a.type === 'useSkill' && a.skill === 'assist') return 'Neither: no assist';
  }
  if (a.type === 'useSkill' && a.skill === 'escapePit') return 'Escape the pit (an Agility test)';
  if (a.type === 'useSkill' && a.skill === 'pickUpInPit')
    return 'Pick up the ball beneath it (a pick-up test)';
  return null;
}

/** A readable label for any action of the decision `d`. */
export function actionLabel(g: Game, a: Action, d: Decision | null): string {
  return climb(g, a, d) ?? brawl(g, a, d) ?? prePlay(g, a) ?? activation(g, a, d) ?? dice(g, a);
}
