/** Turns the engine's codes (pickUp, bothDown, turnLimit) into words a coach reads. */

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
  sentOff: 'sent off',
};

/** A code in words: a known phrase, or the camelCase split into lower-case words. */
export function words(code: string): string {
  return WORDS[code] ?? code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** First letter upper case. */
export const cap = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

export const pct = (p: number) => `${Math.round(p * 100)}%`;
