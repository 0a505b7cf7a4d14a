import type { Plugin as RollupPlugin } from 'rollup';
import type { Plugin as VitePlugin } from 'vite';

export const MEDIA_FILE: string;
export function customMediaQueries(css?: string): Map<string, string>;
export function compileCss(source: string, from: string): Promise<string>;
export function cssModule(source: string, from: string): Promise<string>;
export function cssModules(): RollupPlugin;
export function cssModulesForVite(): VitePlugin;
