/**
 * Skill categories (BB2020): G general, A agility, S strength, P passing, M mutation, and T for
 * traits, which only come with a position and can never be gained. A position's primary and
 * secondary access letters say which categories its players may gain skills from.
 *
 * Every BB2020 skill and trait is listed, with the four Dungeon Bowl skills, whether or not the
 * engine implements it yet (skills.ts says which it does), so a team file can name any of them and
 * be told precisely why it cannot have it.
 */

export type SkillCategory = 'G' | 'A' | 'S' | 'P' | 'M' | 'T';

/** The categories a player may gain skills from (traits are never among them). */
export type AccessCategory = Exclude<SkillCategory, 'T'>;

export const CATEGORY_NAMES: Record<SkillCategory, string> = {
  G: 'General',
  A: 'Agility',
  S: 'Strength',
  P: 'Passing',
  M: 'Mutation',
  T: 'Trait',
};

/** [id, category, display name]: ids are the keys of SKILLS in skills.ts. */
const TABLE: [string, SkillCategory, string][] = [
  // General
  ['block', 'G', 'Block'],
  ['dauntless', 'G', 'Dauntless'],
  ['dirtyPlayer', 'G', 'Dirty Player'],
  ['fend', 'G', 'Fend'],
  ['frenzy', 'G', 'Frenzy'],
  ['kick', 'G', 'Kick'],
  ['pro', 'G', 'Pro'],
  ['shadowing', 'G', 'Shadowing'],
  ['stripBall', 'G', 'Strip Ball'],
  ['sureHands', 'G', 'Sure Hands'],
  ['tackle', 'G', 'Tackle'],
  ['wrestle', 'G', 'Wrestle'],
  // Agility
  ['catch', 'A', 'Catch'],
  ['defensive', 'A', 'Defensive'],
  ['divingCatch', 'A', 'Diving Catch'],
  ['divingTackle', 'A', 'Diving Tackle'],
  ['dodge', 'A', 'Dodge'],
  // Not in the 2020 core book (a later roster skill); BSData files it under Agility.
  ['hitAndRun', 'A', 'Hit and Run'],
  ['jumpUp', 'A', 'Jump Up'],
  ['leap', 'A', 'Leap'],
  ['safePairOfHands', 'A', 'Safe Pair of Hands'],
  ['sidestep', 'A', 'Sidestep'],
  ['sneakyGit', 'A', 'Sneaky Git'],
  ['sprint', 'A', 'Sprint'],
  ['sureFeet', 'A', 'Sure Feet'],
  // Strength
  ['armBar', 'S', 'Arm Bar'],
  ['brawler', 'S', 'Brawler'],
  ['breakTackle', 'S', 'Break Tackle'],
  ['grab', 'S', 'Grab'],
  ['guard', 'S', 'Guard'],
  ['juggernaut', 'S', 'Juggernaut'],
  ['mightyBlow', 'S', 'Mighty Blow (+1)'],
  ['multipleBlock', 'S', 'Multiple Block'],
  ['pileDriver', 'S', 'Pile Driver'],
  ['standFirm', 'S', 'Stand Firm'],
  ['strongArm', 'S', 'Strong Arm'],
  ['thickSkull', 'S', 'Thick Skull'],
  // Passing
  ['accurate', 'P', 'Accurate'],
  ['cannoneer', 'P', 'Cannoneer'],
  ['cloudBurster', 'P', 'Cloud Burster'],
  ['dumpOff', 'P', 'Dump-off'],
  ['fumblerooskie', 'P', 'Fumblerooskie'],
  ['hailMaryPass', 'P', 'Hail Mary Pass'],
  ['leader', 'P', 'Leader'],
  ['nervesOfSteel', 'P', 'Nerves of Steel'],
  ['onTheBall', 'P', 'On the Ball'],
  ['pass', 'P', 'Pass'],
  ['runningPass', 'P', 'Running Pass'],
  ['safePass', 'P', 'Safe Pass'],
  // Mutation
  ['bigHand', 'M', 'Big Hand'],
  ['claws', 'M', 'Claws'],
  ['disturbingPresence', 'M', 'Disturbing Presence'],
  ['extraArms', 'M', 'Extra Arms'],
  ['foulAppearance', 'M', 'Foul Appearance'],
  ['horns', 'M', 'Horns'],
  ['ironHardSkin', 'M', 'Iron Hard Skin'],
  ['monstrousMouth', 'M', 'Monstrous Mouth'],
  ['prehensileTail', 'M', 'Prehensile Tail'],
  ['tentacles', 'M', 'Tentacles'],
  ['twoHeads', 'M', 'Two Heads'],
  ['veryLongLegs', 'M', 'Very Long Legs'],
  // Dungeon Bowl 2021 skills. The book's categories were not available (rules.md 6.3); these are
  // readings: the portal move is agility, the three ball skills are passing.
  ['portalNavigator', 'A', 'Portal Navigator'],
  ['portalPasser', 'P', 'Portal Passer'],
  ['giveAndGo', 'P', 'Give and Go'],
  ['wallThrower', 'P', 'Wall Thrower'],
  // Traits
  ['alwaysHungry', 'T', 'Always Hungry'],
  ['animalSavagery', 'T', 'Animal Savagery'],
  ['animosity', 'T', 'Animosity'],
  ['ballAndChain', 'T', 'Ball & Chain'],
  ['bloodlust', 'T', 'Bloodlust'],
  ['bombardier', 'T', 'Bombardier'],
  ['boneHead', 'T', 'Bone Head'],
  ['breatheFire', 'T', 'Breathe Fire'],
  ['chainsaw', 'T', 'Chainsaw'],
  ['decay', 'T', 'Decay'],
  ['drunkard', 'T', 'Drunkard'],
  ['hypnoticGaze', 'T', 'Hypnotic Gaze'],
  ['kickTeamMate', 'T', 'Kick Team-mate'],
  ['loner', 'T', 'Loner'],
  ['myBall', 'T', 'My Ball'],
  ['noHands', 'T', 'No Hands'],
  ['pickMeUp', 'T', 'Pick-me-up'],
  ['plagueRidden', 'T', 'Plague Ridden'],
  ['pogoStick', 'T', 'Pogo Stick'],
  ['projectileVomit', 'T', 'Projectile Vomit'],
  ['reallyStupid', 'T', 'Really Stupid'],
  ['regeneration', 'T', 'Regeneration'],
  ['rightStuff', 'T', 'Right Stuff'],
  ['secretWeapon', 'T', 'Secret Weapon'],
  ['stab', 'T', 'Stab'],
  ['stunty', 'T', 'Stunty'],
  ['swarming', 'T', 'Swarming'],
  ['swoop', 'T', 'Swoop'],
  ['takeRoot', 'T', 'Take Root'],
  ['throwTeamMate', 'T', 'Throw Team-mate'],
  ['timmmber', 'T', 'Timmm-ber!'],
  ['titchy', 'T', 'Titchy'],
  ['trickster', 'T', 'Trickster'],
  ['unchannelledFury', 'T', 'Unchannelled Fury'],
  ['wildAnimal', 'T', 'Wild Animal'],
];

export const SKILL_CATEGORIES: Record<string, SkillCategory> = Object.fromEntries(
  TABLE.map(([id, cat]) => [id, cat]),
);

const NAMES: Record<string, string> = Object.fromEntries(TABLE.map(([id, , name]) => [id, name]));

/** The category of a skill id, with or without its parameter ('loner:4' is a trait). */
export function skillCategory(skill: string): SkillCategory | undefined {
  const i = skill.indexOf(':');
  return SKILL_CATEGORIES[i < 0 ? skill : skill.slice(0, i)];
}

/** A skill's display name, with its parameter ('loner:4' → 'Loner (4+)'). */
export function skillDisplayName(skill: string): string {
  const i = skill.indexOf(':');
  const id = i < 0 ? skill : skill.slice(0, i);
  const name = NAMES[id] ?? id;
  if (i < 0) return name;
  const param = skill.slice(i + 1);
  // Loner, Bloodlust: a target number; Dirty Player: a bonus; Animosity: whom it is towards.
  if (/^\d+$/.test(param)) return id === 'dirtyPlayer' ? `${name} (+${param})` : `${name} (${param}+)`;
  return `${name} (${param === 'all' ? 'all team-mates' : param})`;
}

/** Parses access letters such as 'GS' into categories. */
export function parseAccess(letters: string): AccessCategory[] {
  return [...letters].filter((c): c is AccessCategory => 'GASPM'.includes(c));
}
