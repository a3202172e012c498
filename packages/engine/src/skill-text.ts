/**
 * What each skill and trait does in play, in one sentence of this project's own words (the longer
 * readings are in docs/rules-status.md's skill table). Data for the clients: the browser's player
 * card and the command line show them beside the skill's name. Keyed by the ids of SKILLS
 * (skills.ts); a test checks that every skill a roster or SKILLS holds has its sentence. The
 * sentences describe the engine's Dungeon Bowl reading: a skill with no effect in a dungeon game
 * says so.
 */

export const SKILL_TEXT: Readonly<Record<string, string>> = {
  // General
  block: 'May ignore a Both Down result on its blocks and when it is blocked.',
  dauntless:
    'Blocking a stronger player, it rolls a D6 plus its ST; beating the target’s ST makes the two equal.',
  dirtyPlayer:
    'Adds its bonus to the armour roll of its fouls, or to the injury roll if the armour broke without it.',
  fend: 'A player who pushes it back may not follow up.',
  frenzy: 'Must follow up, and blocks a second time if the target is still standing next to it.',
  shadowing:
    'When an opponent leaves a square it marks, it may follow into that square on D6 + its MA - their MA of 6+.',
  stripBall: 'Pushing back a ball carrier makes it drop the ball, unless the carrier has Sure Hands.',
  sureHands: 'Re-rolls a failed pick-up, and Strip Ball does not work on it.',
  tackle: 'Opponents dodging away from it or pushed by its blocks get nothing from their Dodge skill.',
  wrestle: 'On a Both Down it may put both players prone instead: no armour rolls and no turnover.',
  // Agility
  catch: 'Re-rolls a failed catch.',
  defensive: 'In the other team’s turn, opponents it marks may not use Guard.',
  dodge: 'Re-rolls one failed dodge each team turn, and a Stumble against it only pushes it back.',
  hitAndRun:
    'After a block, if still standing, it may step one free square away from every opponent without a dodge.',
  jumpUp: 'Stands up for free; a prone player may even declare a Block, standing with an Agility test at +1.',
  leap: 'May jump over any adjacent square, empty or holding a standing player, at one less marking penalty.',
  sidestep: 'When pushed back, its own coach picks any free square next to it.',
  sneakyGit: 'Is not sent off for a double on its foul’s armour roll, and may keep moving after fouling.',
  sprint: 'May rush three squares beyond its MA instead of two.',
  sureFeet: 'Re-rolls one failed rush each team turn.',
  // Strength
  brawler: 'On a Block action (not a Blitz) it may re-roll one Both Down die.',
  breakTackle:
    'Once per activation adds +1 (+2 with ST 5 or more) to a failed dodge when that makes it pass.',
  grab: 'Its target cannot Sidestep, and on a Block (not a Blitz) it may push the target to any free square beside it.',
  guard: 'Gives its assist to a block even while other opponents mark it.',
  juggernaut:
    'In a Blitz it may turn Both Down into a push back, and its target loses Fend, Stand Firm and Wrestle.',
  mightyBlow: 'Adds +1 to the armour roll, or to the injury roll, of a player its block knocks down.',
  standFirm: 'May refuse to be pushed back by a block or a chain push.',
  strongArm: 'Adds +1 when it throws or kicks a team-mate.',
  thickSkull: 'An injury roll of 8 (7 if Stunty) leaves it Stunned rather than KO’d.',
  // Passing
  accurate: 'Adds +1 to its quick and short passes.',
  dumpOff: 'When blocked while holding the ball, it may first throw a quick pass.',
  nervesOfSteel: 'Ignores the opponents marking it when it passes, catches or interferes with a pass.',
  onTheBall: 'When an opponent declares a pass, it may move up to 3 squares before the throw.',
  pass: 'Re-rolls a failed accuracy test: a pass, a throw at a wall or a bomb.',
  runningPass: 'After a quick pass without a turnover it may keep moving with the MA it has left.',
  safePass: 'A fumbled pass stays in its hands: no bounce and no turnover, though its activation ends.',
  // Mutation
  claws: 'When its block knocks a player down, an armour roll of 8 or more breaks armour whatever the AV.',
  disturbingPresence: 'Opponents within 3 squares get -1 to pass, throw, catch and interfere.',
  foulAppearance:
    'An opponent about to block it (or stab or vomit on it) rolls a D6 first and loses the action on a 1.',
  horns: 'Adds +1 ST when it blocks as part of a Blitz.',
  ironHardSkin: 'Armour rolls against it cannot be modified, and Claws does not work on it.',
  prehensileTail: 'Opponents dodging or jumping out of its tackle zone get -1.',
  twoHeads: 'Adds +1 to its dodges.',
  // Dungeon Bowl 2021
  giveAndGo: 'After a hand-off it may keep moving with the MA it has left.',
  portalNavigator: 'May re-roll the die that picks its destination portal when the roll would be a mishap.',
  portalPasser: 'After teleporting during a Move it may turn the Move into a Pass action.',
  wallThrower: 'Adds +1 to the accuracy test when it throws the ball at a wall.',
  // Traits
  alwaysHungry:
    'Before throwing a team-mate it rolls a D6: on a 1 it tries to eat it, and the throw is lost.',
  animalSavagery:
    'Needs 4+ on a D6 to act (+2 for a Block or Blitz); on a failure it knocks down a team-mate beside it.',
  animosity: 'Rolls a D6 before handing off or passing to a team-mate of the named kind, and refuses on a 1.',
  bloodlust: 'Needs its number on a D6 to act; on a failure it must end its activation biting a Thrall.',
  bombardier:
    'May throw a bomb like a pass: the player where it lands is knocked down, and others beside it on 4+.',
  boneHead: 'Rolls a D6 after declaring an action: on a 1 it does nothing and loses its tackle zone.',
  decay: 'Casualty rolls against it get +1.',
  drunkard: 'Its rush rolls get -1.',
  hypnoticGaze:
    'May gaze at an opponent it marks: on a passed Agility test the target loses its tackle zone.',
  kickTeamMate: 'May kick a Right Stuff team-mate beside it, as a throw, on top of the team’s pass.',
  loner: 'Must roll its number on a D6 before a team re-roll works for it; a miss wastes the re-roll.',
  myBall: 'Never gives up the ball willingly: no pass, hand-off or dump-off.',
  noHands: 'Can never hold the ball: pick-ups and catches fail, and it cannot interfere.',
  pickMeUp: 'At the end of each opposing turn, prone team-mates within 3 squares stand up on a 5+.',
  plagueRidden: 'No effect in a dungeon game: it only raises Rotters for a league team after the game.',
  pogoStick: 'Jumps like Leap and ignores every marking penalty on the jump.',
  projectileVomit:
    'Instead of blocking it vomits: on 2+ the target (on a 1 itself) takes an unmodified armour roll.',
  reallyStupid:
    'Needs 4+ on a D6 to act (+2 with a team-mate beside it); on a failure it does nothing and loses its tackle zone.',
  regeneration: 'When it becomes a casualty, a 4+ on a D6 sends it to the reserves instead.',
  rightStuff: 'Small enough (ST 3 or less) to be thrown or kicked by a team-mate.',
  secretWeapon:
    'No effect in a dungeon game: it is sent off at the end of a drive, and the game is one drive.',
  stab: 'Instead of blocking it may stab an opponent it marks: an unmodified armour roll, never a turnover.',
  stunty:
    'Ignores the marking where it dodges to, uses the Stunty injury table, and its passes are easier to intercept.',
  swarming: 'No effect in a dungeon game: it adds players at a kick-off, and there is none.',
  takeRoot: 'Rolls a D6 after declaring an action: on a 1 it is rooted to its square until knocked down.',
  throwTeamMate: 'May throw a standing Right Stuff team-mate beside it, as the team’s pass for the turn.',
  timmmber: 'Standing up with MA 2 or less, it gets +1 for each open, standing team-mate beside it.',
  titchy: 'Adds +1 to its own dodges, and does not mark a player dodging into its tackle zone.',
  trickster: 'When about to be blocked it may first move to another free square next to the attacker.',
  unchannelledFury: 'Needs 4+ on a D6 to act (+2 for a Block or Blitz); on a failure its activation ends.',
};

/** The sentence for a skill on a player, with or without its parameter ('loner:4'); undefined if none. */
export function skillText(skill: string): string | undefined {
  const i = skill.indexOf(':');
  return SKILL_TEXT[i < 0 ? skill : skill.slice(0, i)];
}
