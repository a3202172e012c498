/**
 * Actions: every choice a coach can make. `legalActions` lists them and `apply` takes one.
 * Players are named by their index in game.players and squares by number (y * width + x).
 */

export type ActionKind =
  | 'move'
  | 'block'
  | 'blitz'
  | 'pass'
  | 'handOff'
  | 'foul'
  | 'throwTeamMate'
  | 'kickTeamMate';

export type Action =
  // Pre-game
  | { type: 'placeChest'; sq: number }
  | { type: 'placePortal'; sq: number }
  | { type: 'chooseEndZone'; zone: string }
  | { type: 'deploy'; player: number; sq: number }
  | { type: 'endDeploy' }
  // Team turn
  | { type: 'activate'; player: number; action: ActionKind; target?: number }
  | { type: 'enterPortal'; player: number }
  | { type: 'sponge'; player: number }
  | { type: 'endTurn' }
  // During an activation
  | { type: 'step'; to: number }
  | { type: 'jump'; to: number }
  | { type: 'block'; target: number }
  /** Stab instead of the block (Block action or the block of a Blitz). */
  | { type: 'stab'; target: number }
  | { type: 'pass'; to: number }
  | { type: 'wallThrow'; wall: number }
  | { type: 'handOff'; to: number }
  | { type: 'foul' }
  | { type: 'throwTeamMate'; thrown: number; to: number }
  /** Kick Team-mate: kick the adjacent team-mate `kicked` towards the square `to`. */
  | { type: 'kickTeamMate'; kicked: number; to: number }
  | { type: 'openChest'; sq: number }
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
  /** A skill moves the player to this square (Trickster). */
  | { type: 'moveTo'; sq: number };

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
