/**
 * Actions: every choice a coach can make. `legalActions` lists them and `apply` takes one.
 * Players are named by their index in game.players and squares by number (y * width + x).
 */
import type { SpellId } from './data/spells.ts';

export type ActionKind =
  | 'move'
  | 'block'
  | 'blitz'
  | 'pass'
  | 'handOff'
  | 'foul'
  | 'throwTeamMate'
  | 'kickTeamMate'
  /** Hypnotic Gaze's special action: move, then gaze at an adjacent opponent (rules/gaze.ts). */
  | 'hypnoticGaze'
  /** Bombardier's special action: throw a bomb, without moving first (rules/bomb.ts). */
  | 'throwBomb';

export type Action =
  // Pre-game
  | { type: 'placeChest'; sq: number }
  | { type: 'placePortal'; sq: number }
  /** A face-down trap counter ([003]); [000]: the coach names which of its markers it is. */
  | { type: 'placeTrap'; sq: number; marker?: 'blank' | 'pit' | 'spikedPit' }
  | { type: 'chooseEndZone'; zone: string }
  | { type: 'deploy'; player: number; sq: number }
  | { type: 'endDeploy' }
  // Team turn
  | { type: 'activate'; player: number; action: ActionKind; target?: number }
  | { type: 'enterPortal'; player: number }
  /** [002]: a player from the reserves onto an entrance square of its side, to act at once. */
  | { type: 'enterReserve'; player: number; sq: number }
  /** [002]: a Knocked-out player tries to rush back in through a teleporter (a 6). */
  | { type: 'koRush'; player: number }
  | { type: 'sponge'; player: number }
  | { type: 'endTurn' }
  // During an activation
  | { type: 'step'; to: number }
  | { type: 'jump'; to: number }
  | { type: 'block'; target: number }
  /** Stab instead of the block (Block action or the block of a Blitz). */
  | { type: 'stab'; target: number }
  /** Projectile Vomit instead of the block (Block action or the block of a Blitz). */
  | { type: 'projectileVomit'; target: number }
  | { type: 'pass'; to: number }
  | { type: 'wallThrow'; wall: number }
  | { type: 'handOff'; to: number }
  | { type: 'foul' }
  | { type: 'throwTeamMate'; thrown: number; to: number }
  /** Kick Team-mate: kick the adjacent team-mate `kicked` towards the square `to`. */
  | { type: 'kickTeamMate'; kicked: number; to: number }
  /** Throw Bomb (Bombardier), or a caught bomb thrown on: aimed at the square `to`. */
  | { type: 'throwBomb'; to: number }
  | { type: 'openChest'; sq: number }
  /** Hypnotic Gaze at the adjacent opponent `target`; ends the activation. */
  | { type: 'hypnoticGaze'; target: number }
  | { type: 'endActivation' }
  // Dice decisions
  | { type: 'reroll'; source: 'team' | 'skill'; skill?: string }
  | { type: 'noReroll' }
  | { type: 'chooseBlockDie'; index: number }
  | { type: 'pushTo'; sq: number }
  | { type: 'followUp'; yes: boolean }
  | { type: 'interfere'; player: number }
  | { type: 'noInterference' }
  | { type: 'argueCall'; yes: boolean }
  /** `player` names which of several players uses the skill (Shadowing). */
  | { type: 'useSkill'; skill: string; yes: boolean; player?: number }
  /** A skill moves the player to this square (Trickster, Hit and Run). */
  | { type: 'moveTo'; sq: number }
  /** A skill picks a player (Animal Savagery's victim, the Thrall a Bloodlust player bites). */
  | { type: 'choosePlayer'; player: number }
  /** The College Wizard casts its spell (rules/spells/), at a player and/or a square. */
  | { type: 'castSpell'; spell: SpellId; player?: number; sq?: number }
  /** The College Wizard does not cast its spell now. */
  | { type: 'noSpell' }
  // The clock keeper's (clock.ts): never among a coach's legal actions.
  /** The match's time is up ([002]: 120 minutes): the game ends on the score. */
  | { type: 'timeUp' }
  /** The active team's turn time ran out ([002]: 4 minutes): a turnover. */
  | { type: 'turnTimeExpired' }
  // A coach's, at any moment (concede.ts): never among the legal actions either.
  /** The team gives up the game: with two teams left the other wins; else it retires. */
  | { type: 'concede'; team: number };

export type ActionType = Action['type'];

/** Two actions are the same if every field matches. */
export function sameAction(a: Action, b: Action): boolean {
  if (a.type !== b.type) return false;
  const ra = a as unknown as Record<string, unknown>;
  const rb = b as unknown as Record<string, unknown>;
  const keys = new Set([...Object.keys(ra), ...Object.keys(rb)]);
  for (const k of keys) if (ra[k] !== rb[k]) return false;
  return true;
}
