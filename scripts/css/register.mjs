// `node --import tsx --import ./scripts/css/register.mjs …`: lets server code import .css files (./hooks.mjs).
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url);
