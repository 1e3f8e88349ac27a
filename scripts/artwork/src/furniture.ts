import { shade } from './interiors';
import { circle, ellipse, palette as p, path, rect } from './shapes';

/** What furnishes the rooms: plants, rugs, sofas, tables, lamps, pictures, beds, the kitchen. */

export function plant(x: number, baseY: number, scale = 1): string {
  let s = path(
    `M${x - 40 * scale} ${baseY - 90 * scale} L${x + 40 * scale} ${baseY - 90 * scale} L${x + 30 * scale} ${baseY} L${x - 30 * scale} ${baseY} Z`,
    p.terracotta,
  );
  const leaves = [-70, -40, -10, 20, 50, 75];
  for (const a of leaves) {
    const rad = (a * Math.PI) / 180;
    const lx = x + Math.sin(rad) * 150 * scale;
    const ly = baseY - 90 * scale - Math.cos(rad) * 170 * scale;
    s += path(
      `M${x} ${baseY - 90 * scale} Q ${(x + lx) / 2 - 30 * scale} ${(baseY - 90 * scale + ly) / 2} ${lx} ${ly} Q ${(x + lx) / 2 + 30 * scale} ${(baseY - 90 * scale + ly) / 2} ${x} ${baseY - 90 * scale} Z`,
      a % 20 === 0 ? p.green500 : p.green700,
    );
  }
  return s;
}

export function rug(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  color: string,
  border: string,
): string {
  return (
    ellipse(cx, cy, rx, ry, border) +
    ellipse(cx, cy, rx * 0.9, ry * 0.86, color) +
    ellipse(cx, cy, rx * 0.55, ry * 0.5, border, 'opacity="0.5"')
  );
}

export function sofa(x: number, y: number, w: number, color: string): string {
  const dark = shade(color);
  let s = ellipse(x + w / 2, y + 215, w * 0.55, 26, '#000', 'opacity="0.12"');
  s += rect(x, y, w, 120, dark, 'rx="28"');
  s += rect(x + 10, y + 95, w - 20, 80, color, 'rx="18"');
  s += rect(x - 30, y + 60, 70, 140, dark, 'rx="24"');
  s += rect(x + w - 40, y + 60, 70, 140, dark, 'rx="24"');
  for (let i = 0; i < 3; i++)
    s += rect(x + 40 + i * ((w - 80) / 3), y + 20, (w - 80) / 3 - 12, 90, color, 'rx="20"');
  s += rect(x + 60, y + 35, 80, 70, p.orange500, 'rx="16"');
  s += rect(x + w - 150, y + 35, 80, 70, p.ochre400, 'rx="16"');
  s += rect(x + 10, y + 200, 14, 24, p.lava800) + rect(x + w - 24, y + 200, 14, 24, p.lava800);
  return s;
}

export function coffeeTable(cx: number, y: number): string {
  return (
    ellipse(cx, y + 70, 150, 20, '#000', 'opacity="0.12"') +
    ellipse(cx, y, 150, 36, p.lava700) +
    rect(cx - 110, y, 10, 70, p.lava800) +
    rect(cx + 100, y, 10, 70, p.lava800) +
    circle(cx - 30, y - 16, 18, p.cream50) +
    rect(cx + 30, y - 40, 40, 30, p.orange500, 'rx="6"')
  );
}

export function floorLamp(x: number, baseY: number): string {
  return (
    rect(x - 3, baseY - 330, 6, 330, p.lava800) +
    ellipse(x, baseY, 40, 10, p.lava800) +
    path(
      `M${x - 55} ${baseY - 330} L${x + 55} ${baseY - 330} L${x + 35} ${baseY - 420} L${x - 35} ${baseY - 420} Z`,
      p.cream200,
    ) +
    ellipse(x, baseY - 330, 55, 10, '#fff1c9', 'opacity="0.9"')
  );
}

export function frame(x: number, y: number, w: number, h: number, art: string): string {
  return rect(x - 10, y - 10, w + 20, h + 20, p.ochre500) + rect(x, y, w, h, p.cream100) + art;
}

export function bed(
  x: number,
  y: number,
  w: number,
  linen: string,
  throwColor: string,
  canopy = false,
): string {
  let s = '';
  if (canopy) {
    s +=
      rect(x - 20, y - 330, 14, 560, p.lava800) +
      rect(x + w + 6, y - 330, 14, 560, p.lava800) +
      rect(x - 20, y - 330, w + 40, 14, p.lava800);
    s += path(
      `M${x - 6} ${y - 316} Q ${x + 40} ${y - 60} ${x - 6} ${y + 80} L ${x + 30} ${y + 80} Q ${x + 90} ${y - 100} ${x + 60} ${y - 316} Z`,
      p.cream50,
      'opacity="0.85"',
    );
    s += path(
      `M${x + w + 6} ${y - 316} Q ${x + w - 40} ${y - 60} ${x + w + 6} ${y + 80} L ${x + w - 30} ${y + 80} Q ${x + w - 90} ${y - 100} ${x + w - 60} ${y - 316} Z`,
      p.cream50,
      'opacity="0.85"',
    );
  }
  s += rect(x, y - 170, w, 200, p.lava700, 'rx="18"');
  s += rect(x + 20, y - 150, w - 40, 160, shade(p.lava700), 'rx="12"');
  s += ellipse(x + w / 2, y + 300, w * 0.62, 30, '#000', 'opacity="0.12"');
  s += path(
    `M${x - 40} ${y + 40} L${x + w + 40} ${y + 40} L${x + w + 90} ${y + 280} L${x - 90} ${y + 280} Z`,
    linen,
  );
  s += rect(x + 30, y - 20, w / 2 - 50, 80, p.cream50, 'rx="26"');
  s += rect(x + w / 2 + 20, y - 20, w / 2 - 50, 80, p.cream50, 'rx="26"');
  s += path(
    `M${x - 60} ${y + 150} L${x + w + 60} ${y + 150} L${x + w + 90} ${y + 280} L${x - 90} ${y + 280} Z`,
    throwColor,
  );
  s += rect(x - 90, y + 280, w + 180, 30, shade(linen));
  return s;
}

export function nightstand(x: number, baseY: number): string {
  return (
    rect(x, baseY - 120, 110, 120, p.ochre600, 'rx="8"') +
    rect(x + 10, baseY - 80, 90, 4, p.lava800) +
    rect(x + 40, baseY - 170, 30, 50, p.lava800) +
    path(
      `M${x + 15} ${baseY - 170} L${x + 95} ${baseY - 170} L${x + 80} ${baseY - 230} L${x + 30} ${baseY - 230} Z`,
      p.cream200,
    ) +
    ellipse(x + 55, baseY - 170, 40, 8, '#fff1c9')
  );
}

export function kitchen(style: {
  cabinet: string;
  counter: string;
  tile: string;
  accent: string;
}): string {
  let s = '';
  const y0 = 470;
  // tiles backsplash (majolica pattern)
  for (let i = 0; i < 14; i++) {
    for (let j = 0; j < 3; j++) {
      const tx = 340 + i * 66;
      const ty = y0 - 130 + j * 44;
      s += rect(tx, ty, 62, 40, style.tile);
      s += circle(tx + 31, ty + 20, 12, style.accent, 'opacity="0.8"');
      s += circle(tx + 31, ty + 20, 5, p.cream50);
    }
  }
  // upper cabinets
  for (let i = 0; i < 5; i++)
    s +=
      rect(340 + i * 185, 170, 175, 150, style.cabinet, 'rx="6"') +
      rect(340 + i * 185 + 80, 290, 16, 6, p.lava800);
  // counter and base
  s += rect(320, y0 - 10, 960, 26, style.counter);
  for (let i = 0; i < 5; i++)
    s +=
      rect(340 + i * 185, y0 + 16, 175, 270, style.cabinet, 'rx="6"') +
      rect(340 + i * 185 + 70, y0 + 46, 36, 6, p.lava800);
  // hob and hood
  s += rect(760, y0 - 16, 200, 8, p.lava800);
  s += path(`M770 170 L950 170 L920 250 L800 250 Z`, p.lava200);
  // moka pot
  s +=
    path(
      `M820 ${y0 - 16} L860 ${y0 - 16} L852 ${y0 - 60} L868 ${y0 - 100} L812 ${y0 - 100} L828 ${y0 - 60} Z`,
      '#9aa0a6',
    ) +
    path(`M868 ${y0 - 90} q 22 8 4 34`, 'none', `stroke="${p.lava800}" stroke-width="6"`) +
    rect(836, y0 - 112, 8, 12, p.lava800);
  // fruit bowl with lemons and oranges
  s += path(`M500 ${y0 - 14} Q 560 ${y0 + 30} 620 ${y0 - 14} Z`, p.cream50);
  s +=
    circle(530, y0 - 24, 20, '#f2c744') +
    circle(565, y0 - 30, 22, p.orange500) +
    circle(596, y0 - 22, 19, '#f2c744');
  // bottles and herbs
  s +=
    rect(1060, y0 - 90, 26, 80, p.green700, 'rx="8"') +
    rect(1100, y0 - 70, 26, 60, p.sea500, 'rx="8"') +
    plant(1190, y0 - 10, 0.35);
  return s;
}

export function tableWithChairs(cx: number, y: number, color: string): string {
  let s = ellipse(cx, y + 190, 260, 26, '#000', 'opacity="0.12"');
  s +=
    rect(cx - 210, y, 420, 24, color, 'rx="6"') +
    rect(cx - 190, y + 24, 14, 170, p.lava800) +
    rect(cx + 176, y + 24, 14, 170, p.lava800);
  for (const dx of [-300, 240]) {
    s +=
      rect(cx + dx, y - 90, 60, 160, p.lava700, 'rx="10"') +
      rect(cx + dx, y + 60, 60, 14, p.lava700) +
      rect(cx + dx + 4, y + 74, 8, 120, p.lava800) +
      rect(cx + dx + 48, y + 74, 8, 120, p.lava800);
  }
  s +=
    rect(cx - 50, y - 60, 30, 60, p.cream50, 'rx="4"') + circle(cx + 60, y - 20, 22, p.orange500);
  return s;
}
