import { facade } from './city';
import { circle, ellipse, H, palette as p, path, rect, W } from './shapes';

/**
 * The pieces of Catania several scenes share: the skyline along the horizon, passers-by, the
 * elephant fountain, Castello Ursino.
 */

/** A city skyline of baroque facades, domes and bell towers along the horizon. */
export function skyline(baseY: number, tint = 1): string {
  let s = '';
  const colors = ['#e2b77a', '#d9a852', '#edd3a5', '#c99a5b', '#e8c48c'];
  let x = -40;
  let i = 0;
  while (x < W) {
    const w = 160 + ((i * 53) % 90);
    const h = 180 + ((i * 71) % 120);
    s += facade(x, baseY - h, w, h, colors[i % colors.length] ?? p.ochre300, {
      rows: 2,
      cols: 2,
      shutters: i % 2 ? '#5f7f6a' : undefined,
    });
    x += w + 6;
    i++;
  }
  s += rect(0, baseY - 4, W, H - baseY + 4, tint > 0.5 ? p.lava700 : p.lava800);
  return s;
}

export function people(y: number, count: number, seed = 1): string {
  let s = '';
  for (let i = 0; i < count; i++) {
    const x = 120 + ((i * 197 * seed) % 1360);
    const h = 70 + ((i * 13) % 20);
    const c = [p.orange600, p.sea600, p.lava800, p.ochre600, p.cream50][i % 5] ?? p.lava800;
    s +=
      ellipse(x, y + 4, 16, 4, '#000', 'opacity="0.18"') +
      rect(x - 10, y - h + 22, 20, h - 22, c, 'rx="8"') +
      circle(x, y - h + 12, 11, '#8a5a3c');
  }
  return s;
}

export function elephant(cx: number, baseY: number, scale: number): string {
  let s = rect(cx - 110 * scale, baseY - 40 * scale, 220 * scale, 40 * scale, '#efe0c4');
  s += ellipse(cx, baseY, 170 * scale, 24 * scale, p.sea500, 'opacity="0.8"');
  s += rect(cx - 70 * scale, baseY - 120 * scale, 140 * scale, 80 * scale, '#efe0c4');
  const ey = baseY - 120 * scale;
  s += ellipse(cx, ey - 40 * scale, 70 * scale, 42 * scale, p.lava800);
  s +=
    rect(cx - 55 * scale, ey - 20 * scale, 20 * scale, 30 * scale, p.lava800) +
    rect(cx + 35 * scale, ey - 20 * scale, 20 * scale, 30 * scale, p.lava800);
  s += circle(cx - 70 * scale, ey - 55 * scale, 30 * scale, p.lava800);
  s += path(
    `M${cx - 95 * scale} ${ey - 50 * scale} Q ${cx - 120 * scale} ${ey} ${cx - 100 * scale} ${ey + 10 * scale}`,
    'none',
    `stroke="${p.lava800}" stroke-width="${12 * scale}" stroke-linecap="round"`,
  );
  s += rect(cx - 25 * scale, ey - 90 * scale, 50 * scale, 14 * scale, p.cream200);
  s += path(
    `M${cx - 18 * scale} ${ey - 90 * scale} L${cx - 8 * scale} ${ey - 330 * scale} L${cx + 8 * scale} ${ey - 330 * scale} L${cx + 18 * scale} ${ey - 90 * scale} Z`,
    '#b9a48a',
  );
  for (let k = 0; k < 6; k++)
    s += rect(
      cx - 10 * scale,
      ey - (110 + k * 36) * scale,
      20 * scale,
      3 * scale,
      p.lava800,
      'opacity="0.5"',
    );
  s +=
    circle(cx, ey - 340 * scale, 12 * scale, p.ochre400) +
    rect(cx - 2 * scale, ey - 380 * scale, 4 * scale, 30 * scale, p.ochre500);
  return s;
}

export function castle(x: number, baseY: number, scale: number): string {
  const w = 420 * scale;
  const h = 220 * scale;
  let s = rect(x - w / 2, baseY - h, w, h, '#6d645c');
  for (const dx of [-w / 2, w / 2]) {
    s += rect(
      x + dx - 45 * scale,
      baseY - h - 60 * scale,
      90 * scale,
      h + 60 * scale,
      '#5c544d',
      'rx="6"',
    );
    s += ellipse(x + dx, baseY - h - 60 * scale, 45 * scale, 10 * scale, '#4d4641');
  }
  for (let i = 0; i < 9; i++)
    s += rect(
      x - w / 2 + 10 + i * (w / 9),
      baseY - h - 18 * scale,
      24 * scale,
      18 * scale,
      '#6d645c',
    );
  s += path(
    `M${x - 30 * scale} ${baseY} L${x - 30 * scale} ${baseY - 80 * scale} A ${30 * scale} ${30 * scale} 0 0 1 ${x + 30 * scale} ${baseY - 80 * scale} L${x + 30 * scale} ${baseY} Z`,
    p.lava900,
  );
  for (let i = 0; i < 3; i++)
    s += rect(
      x - w / 3 + i * (w / 3) - 6,
      baseY - h + 50 * scale,
      12 * scale,
      36 * scale,
      p.lava900,
    );
  return s;
}
