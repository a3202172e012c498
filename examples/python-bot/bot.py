#!/usr/bin/env python3
"""A tiny Dungeon Bowl bot, standard library only, for `dungeonbowl simulate --bot-cmd`.

It speaks the bot protocol (docs/bot-protocol.md): one JSON object per line on stdin, one answer
per line on stdout. It opens a chest when it can, and otherwise picks a legal action at random,
never ending the turn while it has anything else to do. Anything it wants to say goes to stderr.
"""
import json
import random
import sys


def send(message):
    # One line per answer, flushed at once: the host waits for it.
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def choose(view, team, actions, rng):
    """The index of the chosen action in `actions` (the legal actions, as the host numbered them)."""
    for i, action in enumerate(actions):
        if action["type"] == "openChest":
            return i
    busy = [i for i, action in enumerate(actions) if action["type"] != "endTurn"]
    return rng.choice(busy or list(range(len(actions))))


def main():
    rng = random.Random(0)
    for line in sys.stdin:
        if not line.strip():
            continue
        message = json.loads(line)
        kind = message.get("type")
        if kind == "hello":
            send({"type": "ready", "name": "python-example"})
        elif kind == "newGame":
            # The host sends no seed (a bot never learns the dice): this bot seeds its own
            # randomness from the game's number in the run, so a run plays the same way again.
            rng = random.Random(message["game"] * 31 + message["team"])
        elif kind == "decide":
            index = choose(message["view"], message["team"], message["actions"], rng)
            # Every answer names the decision it answers: the host refuses one without it.
            send({"id": message["id"], "index": index})
        elif kind == "gameOver":
            result = message["result"] or {}
            winner = result.get("winner")
            outcome = "draw" if winner is None else ("won" if winner == message["team"] else "lost")
            print(f"python-example: game over, {outcome} ({result.get('reason')})", file=sys.stderr)
        elif kind == "quit":
            break


if __name__ == "__main__":
    main()
