import type { Plugin } from "esbuild";

export function siteCharacters(root: string): string;
export function usedWeightRange(root: string): { min: number; max: number };
export function fontSubsetPlugin(options: { root: string }): Plugin;
export const FIRST_SCREEN_FONTS: readonly string[];
