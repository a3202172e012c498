/**
 * The action menu and the decision buttons: legal actions grouped for the side panel. A group
 * with one action applies it; a group with several (targets) asks for the target on the board.
 */
import { type Action, type Decision, dungeonOf, type Game } from '@dungeonbowl/engine';
import { isPitSquare } from './board/hazards.ts';
import type { Choice } from './choices.ts';
import { genericAnchor, KNOWN_ACTIONS } from './generic.ts';
import { actionKey, actionLabel, declareName } from './labels.ts';
import { playerName } from './names.ts';

export interface MenuGroup {
  /** Stable: the declared action (`move`, `blitz`), or the action type (`pass`, `endActivation`). */
  key: string;
  label: string;
  actions: Action[];
}

const ACTIVATION_MENU: Record<string, string> = {
  block: 'Block',
  stab: 'Stab',
  projectileVomit: 'Projectile Vomit',
  hypnoticGaze: 'Hypnotic Gaze',
  foul: 'Foul',
  handOff: 'Hand off',
  pass: 'Pass',
  wallThrow: 'Throw at a wall',
  throwTeamMate: 'Throw team-mate',
  kickTeamMate: 'Kick team-mate',
  throwBomb: 'Throw bomb',
  jump: 'Jump',
  openChest: 'Open chest',
  endActivation: 'End activation',
};

function group(list: MenuGroup[], key: string, label: string, a: Action): void {
  const g = list.find((x) => x.key === key);
  if (g) g.actions.push(a);
  else list.push({ key, label, actions: [a] });
}

/** The selected player's menu in the team turn, or the active player's during its activation. */
export function menuGroups(d: Decision | null, selected: number | null): MenuGroup[] {
  const out: MenuGroup[] = [];
  if (!d) return out;
  if (d.kind === 'teamTurn' && selected !== null) {
    for (const a of d.actions) {
      if (a.type === 'activate' && a.player === selected) group(out, a.action, declareName(a.action), a);
      if (a.type === 'enterPortal' && a.player === selected)
        group(out, 'enterPortal', 'Enter through a portal', a);
      if (a.type === 'enterReserve' && a.player === selected)
        group(out, 'enterReserve', 'Enter at an entrance', a);
      if (a.type === 'koRush' && a.player === selected) group(out, 'koRush', 'KO rush', a);
      if (a.type === 'sponge' && a.player === selected) group(out, 'sponge', 'Magic sponge', a);
    }
  }
  if (d.kind === 'activation') {
    for (const a of d.actions) {
      const label = ACTIVATION_MENU[a.type];
      if (label) group(out, a.type, label, a);
    }
  }
  return out;
}

/**
 * Declarations that name a target anywhere on the board (a Blitz, a Foul): always picked on the
 * board, even when there is only one, so the panel never holds a long "Foul <name>" button.
 */
export const PICKED_ON_BOARD = new Set(['blitz', 'foul']);

/** The group asks for its target on the board (several targets, or a declaration picked there). */
export function picksTarget(m: MenuGroup): boolean {
  return m.actions.length > 1 || PICKED_ON_BOARD.has(m.key);
}

/** A group's label with its only action spelled out, or an ellipsis when a target is still to pick. */
export function groupLabel(g: Game, d: Decision | null, m: MenuGroup): string {
  if (picksTarget(m)) return `${m.label}…`;
  const a = m.actions[0];
  // [002] A player in a pit declares only a Move, which is its climb out.
  if (a.type === 'activate' && a.action === 'move' && isPitSquare(g, dungeonOf(g), g.players[a.player].sq))
    return 'Move: climb out of the pit';
  if (a.type === 'activate')
    return `${m.label}${a.target !== undefined ? ` ${playerName(g, a.target)}` : ''}`;
  return actionLabel(g, a, d);
}

/** Action types that need no target on the board: always shown as buttons. */
const BUTTON_TYPES = new Set([
  'endTurn',
  'endActivation',
  'endDeploy',
  'reroll',
  'noReroll',
  'followUp',
  'noInterference',
  'argueCall',
  'noSpell',
  'chooseEndZone',
]);

/** Buttons for the current decision outside the menu (dice decisions, yes/no questions). */
export function decisionButtons(g: Game, d: Decision | null): Choice[] {
  if (!d) return [];
  const few = d.actions.length <= 12;
  const out: Choice[] = [];
  for (const a of d.actions) {
    const targetless =
      BUTTON_TYPES.has(a.type) ||
      (a.type === 'useSkill' && (a.player === undefined || few)) ||
      (a.type === 'castSpell' && (few || (a.player === undefined && a.sq === undefined)));
    // Push squares and the like: listed too when there are few, so they can be picked without the board.
    const small = few && ['pushTo', 'moveTo', 'interfere', 'choosePlayer'].includes(a.type);
    // An action type the page has no place for of its own (one the engine added since): a button
    // when it has no square or player, or when there are few (it is on the board as well).
    const unknown = !KNOWN_ACTIONS.has(a.type) && (few || Object.keys(genericAnchor(a)).length === 0);
    if (a.type === 'endActivation' && d.kind === 'activation') continue; // in the menu
    if (targetless || small || unknown)
      out.push({ key: actionKey(a), label: actionLabel(g, a, d), actions: [a] });
  }
  return out;
}
