import { Command } from 'commander';

export const program = new Command('dungeonbowl').description('Dungeon Bowl with enforced rules');
