/**
 * Words for the engine's codes (pickUp, bothDown, turnLimit) and events, shared by every client
 * (the command line, the browser). Text only: no rule lives here.
 */
import type { GameEvent } from './events.ts';

const WORDS: Record<string, string> = {
  pickUp: 'pick-up',
  boneHead: 'Bone Head',
  standUp: 'stand-up',
  throwTeamMate: 'throw team-mate',
  kickTeamMate: 'kick team-mate',
  jumpUp: 'Jump Up',
  handOff: 'hand-off',
  playerDown: 'Player Down!',
  bothDown: 'Both Down',
  push: 'Push Back',
  stumble: 'Stumble',
  pow: 'POW!',
  turnLimit: 'the turn limit was reached',
  timeLimit: 'the time limit was reached',
  touchdown: 'a touchdown',
  noPlayers: 'no players left',
  // A match of several touchdowns ([002]): over on the score when time was up, or at once.
  time: 'time was up',
  annihilation: 'a team was annihilated',
  concede: 'the others conceded',
  stepCap: 'stopped by the step cap',
  sentOff: 'sent off',
  hideBall: 'the ball is hidden in a chest',
  placementRoll: 'roll-off for placing chests and portals',
  chests: 'placing chests',
  portals: 'placing portals',
  endZones: 'choosing end zones',
  firstTurn: 'the first turn',
  deploy: 'deployment',
  ko: "KO'd",
  badlyHurt: 'badly hurt',
  seriouslyHurt: 'seriously hurt',
  seriousInjury: 'serious injury',
  lastingInjury: 'lasting injury',
  headInjury: 'head injury (-1 AV)',
  smashedKnee: 'smashed knee (-1 MA)',
  brokenArm: 'broken arm (-1 PA)',
  neckInjury: 'neck injury (-1 AG)',
  dislocatedShoulder: 'dislocated shoulder (-1 ST)',
  outtaHere: "You're outta here!",
  dontCare: "I don't care!",
  putItLikeThat: 'Well, when you put it like that...',
};

/** A code in words: a known phrase, or the camelCase split into lower-case words. */
export function words(code: string): string {
  return WORDS[code] ?? code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** "Grey Lurkers'" and "Bright Blaster's": the possessive of a team or player name. */
export function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

/** "1 re-roll", "3 re-rolls". */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** First letter upper case. */
export const cap = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

type Of<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;

/** What a moving player does, by the move event's kind. */
export const MOVE_VERB: Record<Of<'move'>['kind'], string> = {
  step: 'moves',
  jump: 'jumps',
  push: 'is pushed',
  followUp: 'follows up',
  teleport: 'teleports',
  place: 'is placed',
};

/** What happens to the ball, by the ball event's kind. */
export const BALL_VERB: Record<Of<'ball'>['what'], string> = {
  bounce: 'the ball bounces to',
  scatter: 'the ball scatters to',
  deviate: 'the ball deviates to',
  land: 'the ball lands at',
  ricochet: 'the ball ricochets off a wall to',
  teleport: 'the ball is teleported to',
  caught: 'catches the ball at',
  pickedUp: 'picks up the ball at',
  dropped: 'drops the ball at',
  found: 'finds the ball at',
  // The ball event's player is the one who hands it off (hand-off.ts); the catch names the receiver.
  handedOff: 'hands the ball off at',
  rest: 'the ball comes to rest at',
};

/** How a player goes down, by the knockedDown event's kind. */
export const DOWN_VERB: Record<Of<'knockedDown'>['how'], string> = {
  knockedDown: 'is knocked down',
  fallsOver: 'falls over',
  placedProne: 'is placed prone',
};
