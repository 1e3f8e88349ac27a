/**
 * SVG building blocks for the site's illustrations: a flat, warm "travel poster" style in the
 * palette of Catania (lava-stone grey, baroque ochre, sea blue, orange accent). Here the canvas,
 * the palette, the gradients and the primitives every drawing is made of; the landscape
 * (landscape.ts), the city's buildings (city.ts) and the rooms (interiors.ts, furniture.ts) are
 * drawn from them.
 */
export const W = 1600;
export const H = 1067;

export const palette = {
  lava900: '#1b1816',
  lava800: '#2a2522',
  lava700: '#3d3733',
  lava600: '#554d47',
  lava400: '#8f857c',
  lava200: '#cfc8c1',
  cream50: '#fdfbf7',
  cream100: '#faf5ec',
  cream200: '#f3e9d8',
  cream300: '#e8d8bd',
  ochre300: '#e6c483',
  ochre400: '#d9a852',
  ochre500: '#c48f35',
  ochre600: '#9f7024',
  sea300: '#9cc7d6',
  sea500: '#2a6f8f',
  sea600: '#1f5a76',
  sea700: '#17465d',
  orange400: '#f28a45',
  orange500: '#e8702a',
  orange600: '#c9561a',
  green500: '#6f8f4e',
  green700: '#3f5a2e',
  terracotta: '#b5573a',
  white: '#ffffff',
};

let uid = 0;
export const id = (prefix: string) => `${prefix}${uid++}`;

export function svg(body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;
}

export function linear(gid: string, stops: [number, string][], vertical = true): string {
  const [x2, y2] = vertical ? ['0', '1'] : ['1', '0'];
  return `<linearGradient id="${gid}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;
}

export function radial(gid: string, stops: [number, string, number?][]): string {
  return `<radialGradient id="${gid}">${stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`)
    .join('')}</radialGradient>`;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
export const path = (d: string, fill: string, extra = '') =>
  `<path d="${d}" fill="${fill}" ${extra}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" ${extra}/>`;

/** A soft vignette and warm light wash over a finished scene. */
export function finish(): { defs: string; body: string } {
  const v = id('vig');
  return {
    defs: `<radialGradient id="${v}" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#1b1816" stop-opacity="0.28"/></radialGradient>`,
    body: rect(0, 0, W, H, `url(#${v})`),
  };
}
