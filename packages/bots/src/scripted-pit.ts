/**
 * [000] Pits and spiked pits (the engine's rulesets/dungeonbrawl-pits.ts): a player Standing in
 * a revealed pit is offered no steps until it has escaped (`useSkill escapePit`, an Agility test,
 * +1 without the ball; a failure ends its action), and may pick up a ball lying beneath it
 * (`useSkill pickUpInPit`) without moving. The bot picks the ball up first, then escapes when its
 * plan has somewhere to go.
 */
import { type Action, type Game, type Player, revealedTrapAt } from '@dungeonbowl/engine';

const isSkill = (a: Action, skill: string) => a.type === 'useSkill' && a.skill === skill && a.yes;

/** Our player standing in a pit on the loose ball: it picks it up where it stands. */
export function picksUpInPit(g: Game, p: Player): boolean {
  return (
    p.status === 'standing' && g.ball.state === 'ground' && g.ball.sq === p.sq && revealedTrapAt(g, p.sq)
  );
}

/** The pick-up beneath the player, if offered. */
export function pitPickUp(actions: Action[]): Action | null {
  return actions.find((a) => isSkill(a, 'pickUpInPit')) ?? null;
}

/** The escape from the pit, if offered (steps come only after it). */
export function pitEscape(actions: Action[]): Action | null {
  return actions.find((a) => isSkill(a, 'escapePit')) ?? null;
}
