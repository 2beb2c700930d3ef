// The parts the build uses of three packages that ship no types.

declare module "subset-font" {
  interface SubsetOptions {
    targetFormat?: "woff2" | "woff" | "sfnt" | "truetype";
    keepFeatures?: readonly string[];
    noHinting?: boolean;
    variationAxes?: Record<string, number | { min: number; max: number }>;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}

declare module "wawoff2" {
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}

declare module "fontkit" {
  export interface GlyphPosition {
    xAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  export interface Glyph {
    path: { toSVG(): string };
  }
  export interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
    advanceWidth: number;
  }
  export interface Font {
    unitsPerEm: number;
    getVariation(settings: Record<string, number>): Font;
    layout(text: string): GlyphRun;
  }
  export function create(buffer: Buffer): Font;
}
